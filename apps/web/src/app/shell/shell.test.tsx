import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { framePainted } from '../../lib/frame-painted.ts';
import { clearSession, getIdToken, setSession } from '../../lib/session.ts';
import { StartUpDataProvider, type StartUpData } from '../../lib/start-up-data.tsx';
import { TEST_USER } from '../../lib/testing/portal-user.ts';
import { theme } from '../theme.ts';
import { Shell } from './shell.tsx';

const data: StartUpData = {
  user: {
    ...TEST_USER,
    // every permission but user administration
    permissions: ['work-orders', 'work-orders:edit', 'company', 'company:edit', 'invoices', 'quick-pay'],
  },
  settings: {
    woHistoryMonthLimit: '6',
    quickPayDisclaimer: '',
    portalPrefix: 'Acme',
    companyName: 'Acme Facilities',
  },
  disclaimer: { portalMessage: 'Scheduled maintenance tonight', portalMessageColor: '#b71c1c' },
  statusOrders: [],
  securityKeys: {},
};

function renderShell(startUp: StartUpData = data) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          {
            path: '/work-order/list-work-orders',
            handle: { title: 'List of Work Orders' },
            element: <p>page body</p>,
          },
        ],
      },
    ],
    { initialEntries: ['/work-order/list-work-orders'] },
  );
  render(
    <ThemeProvider theme={theme}>
      <StartUpDataProvider value={startUp}>
        <RouterProvider router={router} />
      </StartUpDataProvider>
    </ThemeProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  clearSession();
});

describe('Shell', () => {
  it('shows the menu from the route table, without the hidden sub-route, current page marked', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Work Orders',
      'List of Work Orders',
      'My Work',
      'Scheduling',
      'List of Scheduling',
      'Company Profile',
      'Profile Details',
      'Compliance',
      'Invoices',
      'List of Invoices',
      'QuickPay',
      'List of QuickPay',
      'Supply Partners',
      'Partner Details',
    ]);
    expect(within(nav).queryByText('Work Order Details')).toBeNull();
    const current = within(nav).getByRole('link', { name: 'List of Work Orders' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('shows the heading, banner, footer and browser title, and the page once the frame is painted', async () => {
    renderShell();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('List of Work Orders');
    // the frame is drawn first; the page after its paint (the largest paint is not held by the page)
    expect(within(main).queryByText('page body')).toBeNull();
    expect(await within(main).findByText('page body')).toBeTruthy();
    // what waits for the frame (the opened page's code, the toast stack) hears of its paint
    await expect(framePainted()).resolves.toBeUndefined();
    const banner = screen.getByRole('region', { name: 'Portal message' });
    expect(banner.textContent).toBe('Scheduled maintenance tonight');
    expect(getComputedStyle(banner).backgroundColor).toBe('rgb(183, 28, 28)');
    expect(screen.getByRole('contentinfo').textContent).toBe(
      `Copyright © ${new Date().getFullYear()} Acme Facilities. All rights reserved.`,
    );
    await waitFor(() => expect(document.title).toBe('Acme | List of Work Orders'));
  });

  it('shows no banner when the message is empty', () => {
    renderShell({ ...data, disclaimer: { portalMessage: '  ', portalMessageColor: 'red' } });
    expect(screen.queryByRole('region', { name: 'Portal message' })).toBeNull();
  });

  it('toggles the menu from the top bar', () => {
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('starts with a skip link to the main content', () => {
    renderShell();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('signs out on Logout', async () => {
    setSession('t', 900);
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(getIdToken()).toBeNull());
  });
});
