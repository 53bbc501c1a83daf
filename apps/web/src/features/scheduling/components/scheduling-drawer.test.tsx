// The Add Visit Date form in the drawer: Save waits for a date inside the range and a comment; leaving
// the date field with a date outside the range opens the amber Warning with a single Ok.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VISIT_DATE_OUTSIDE_RANGE, type SchedulingOrder } from '@vp/contracts';
import { SchedulingDrawer } from './scheduling-drawer.tsx';

afterEach(cleanup);

// 09:00 to 17:00 local time on one day
const order: SchedulingOrder = {
  ocdId: 41,
  ordNum: 7,
  poNum: 'SCH0001',
  task: 'Repair',
  orderComment: '<p>Fix it</p>',
  beginService: new Date(2030, 5, 12, 9, 0).toISOString(),
  serviceEnd: new Date(2030, 5, 12, 17, 0).toISOString(),
  serviceDays: 1,
  nte: 1250.5,
  cleintCode: 'BRGH',
  loc: '101',
  city: 'Buffalo',
  state: 'NY',
  zipCode: '14202',
  address: '6188 Oak Ave',
  phone: '5185550102',
  status: 'Open',
};

function renderDrawer() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <SchedulingDrawer order={order} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('SchedulingDrawer', () => {
  it('shows the details with the range in local time and a tel: link', () => {
    renderDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Scheduling' });
    expect(within(drawer).getByText('06/12/2030 09:00 AM')).toBeTruthy();
    expect(within(drawer).getByText('06/12/2030 05:00 PM')).toBeTruthy();
    expect(within(drawer).getByText('$1,250.50')).toBeTruthy();
    expect(within(drawer).getByText('Buffalo, NY, 14202')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: '(518) 555-0102' }).getAttribute('href')).toBe(
      'tel:+15185550102',
    );
  });

  it('warns when the date is left outside the range and enables Save only for a date in range and a comment', async () => {
    renderDrawer();
    const save = screen.getByRole('button', { name: 'Save' });
    const dateTime = screen.getByLabelText(/Date Time/);
    expect(dateTime.getAttribute('min')).toBe('2030-06-12T09:00');
    expect(dateTime.getAttribute('max')).toBe('2030-06-12T17:00');
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(dateTime, { target: { value: '2030-06-12T17:01' } });
    fireEvent.blur(dateTime);
    const warning = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(warning.textContent).toContain(VISIT_DATE_OUTSIDE_RANGE);
    expect(
      within(warning)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ok']);
    fireEvent.click(within(warning).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // the editor's code arrives on its own: TipTap's chunk, which takes more than findBy's default second
    // on a loaded machine (an npm test run beside the end-to-end tests)
    (await screen.findByRole('textbox', { name: 'Comment' }, { timeout: 10_000 })).innerHTML =
      '<p>Two technicians</p>';
    // a comment does not make a wrong date right
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Comment' }).textContent).toBe('Two technicians'),
    );
    expect(save).toHaveProperty('disabled', true);

    fireEvent.change(dateTime, { target: { value: '2030-06-12T17:00' } });
    fireEvent.blur(dateTime);
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 20_000);
});
