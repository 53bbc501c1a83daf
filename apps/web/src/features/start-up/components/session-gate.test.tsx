// The start-up check against a real HTTP server on loopback standing in for the API's five calls.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '../../../lib/api-client.ts';
import { clearSession, getIdToken, restoreSession, setSession } from '../../../lib/session.ts';
import { useStartUpData } from '../../../lib/start-up-data.tsx';
import { SessionGate } from './session-gate.tsx';

const VALID_TOKEN = 'valid-token';
const requests: string[] = [];

const answers: Record<string, unknown> = {
  '/api/validate-vendor-portal-user': {
    userId: 1,
    vendorId: 2,
    vendorNum: 3,
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    company: 'Acme',
    permissions: [],
  },
  '/api/get-portal-settings': {
    woHistoryMonthLimit: '6',
    quickPayDisclaimer: '',
    portalPrefix: 'Acme',
    companyName: 'Acme Facilities',
  },
  '/api/get-vendor-disclaimer-values': { portalMessage: 'Hello', portalMessageColor: '#b71c1c' },
  '/api/get-status-orders/VendorPortal': {
    statusOrders: [{ code: 'OPEN', description: 'Open', sortOrder: 1 }],
  },
  '/api/get-security-keys': { securityKeys: { mapsKey: 'k' } },
};

/** What the refresh call answers: a token from the cookie, or 401 (no cookie). */
let cookieToken: string | null = null;
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const body = answers[req.url ?? ''];
    if (req.url === '/api/auth/refresh') {
      res.writeHead(cookieToken ? 200 : 401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(cookieToken ? { idToken: cookieToken, expiresIn: 900 } : { error: 'Not signed in' }),
      );
    } else if (req.headers.authorization !== `Bearer ${VALID_TOKEN}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Not signed in', message: 'Unauthorized', statusCode: 401 }));
    } else if (body === undefined) {
      res.writeHead(404).end();
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setApiBaseUrl(origin);
});

afterAll(async () => {
  setApiBaseUrl('');
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  cleanup();
  clearSession();
  requests.length = 0;
  cookieToken = null;
});

function Private() {
  const data = useStartUpData();
  return (
    <div>
      <p>private for {data?.user.firstName}</p>
      <p>prefix {data?.settings?.portalPrefix ?? 'pending'}</p>
      <p>message {data?.disclaimer?.portalMessage ?? 'pending'}</p>
      <p>statuses {data?.statusOrders?.length ?? 'pending'}</p>
      <p>keys {Object.keys(data?.securityKeys ?? {}).join(',') || 'pending'}</p>
    </div>
  );
}

function renderGate() {
  const router = createMemoryRouter(
    [
      { path: '/auth/login', element: <p>login page</p> },
      {
        path: '/work-order',
        element: (
          <SessionGate>
            <Private />
          </SessionGate>
        ),
      },
    ],
    { initialEntries: ['/work-order'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('SessionGate', () => {
  it('sends a visitor without a token to /auth/login without calling the server', async () => {
    const router = renderGate();
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(requests).toEqual([]);
  });

  it('restores the session from the refresh cookie, then lets the user in', async () => {
    cookieToken = VALID_TOKEN;
    const restoring = restoreSession();
    const router = renderGate();
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
    await restoring;
    expect(await screen.findByText('private for Ann')).toBeTruthy();
    expect(await screen.findByText('keys mapsKey')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/work-order');
    expect(requests[0]).toBe('/api/auth/refresh');
  });

  it('sends the user to /auth/login when the refresh cookie is refused', async () => {
    const restoring = restoreSession();
    const router = renderGate();
    await restoring;
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(requests).toEqual(['/api/auth/refresh']);
  });

  it('checks the token, then loads the four start-up datasets', async () => {
    setSession(VALID_TOKEN, 900);
    renderGate();
    expect(screen.getByRole('progressbar', { name: 'Checking your session' })).toBeTruthy();
    expect(await screen.findByText('private for Ann')).toBeTruthy();
    // the page is shown with every dataset in: nothing moves in after it (decision 070)
    expect(screen.getByText('prefix Acme')).toBeTruthy();
    expect(screen.getByText('message Hello')).toBeTruthy();
    expect(screen.getByText('statuses 1')).toBeTruthy();
    expect(screen.getByText('keys mapsKey')).toBeTruthy();
    expect(requests[0]).toBe('/api/validate-vendor-portal-user');
    expect([...requests].sort()).toEqual(Object.keys(answers).sort());
  });

  it('shows the page once every dataset has answered or failed', async () => {
    const keys = answers['/api/get-security-keys'];
    delete answers['/api/get-security-keys'];
    try {
      setSession(VALID_TOKEN, 900);
      renderGate();
      expect(await screen.findByText('private for Ann')).toBeTruthy();
      expect(screen.getByText('message Hello')).toBeTruthy();
      expect(screen.getByText('keys pending')).toBeTruthy();
    } finally {
      answers['/api/get-security-keys'] = keys;
    }
  });

  it('clears a token the server rejects and goes to /auth/login', async () => {
    setSession('forged', 900);
    const router = renderGate();
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getIdToken()).toBeNull();
    expect(screen.queryByText(/private for/)).toBeNull();
    // the 401 first trades the refresh cookie once (refused here), then the session ends
    expect(requests).toEqual(['/api/validate-vendor-portal-user', '/api/auth/refresh']);
  });

  it('keeps the token and offers a retry when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    setApiBaseUrl(`http://127.0.0.1:${port}`);
    setSession(VALID_TOKEN, 900);
    const router = renderGate();
    expect(await screen.findByRole('heading', { name: 'The portal cannot be reached' })).toBeTruthy();
    expect(getIdToken()).toBe(VALID_TOKEN);
    expect(router.state.location.pathname).toBe('/work-order');

    setApiBaseUrl(origin);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('private for Ann')).toBeTruthy();
  });
});
