// The start-up check against a real HTTP server on loopback standing in for the API's five calls.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  disclaimerValuesCall,
  portalSettingsCall,
  refreshCall,
  securityKeysCall,
  statusOrdersCall,
  validateVendorPortalUserCall,
} from '@vp/contracts';
import { setApiBaseUrl } from '../../../lib/api-client.ts';
import { clearSession, getIdToken, restoreSession, setSession } from '../../../lib/session.ts';
import { useStartUpData } from '../../../lib/start-up-data.tsx';
import { loopbackApi, unreachableOrigin } from '../../../lib/testing/loopback-api.ts';
import { TEST_USER } from '../../../lib/testing/portal-user.ts';
import { SessionGate } from './session-gate.tsx';

const VALID_TOKEN = 'valid-token';
const requests: string[] = [];

const answers: Record<string, unknown> = {
  [validateVendorPortalUserCall.path]: TEST_USER,
  [portalSettingsCall.path]: {
    woHistoryMonthLimit: '6',
    quickPayDisclaimer: '',
    portalPrefix: 'Acme',
    companyName: 'Acme Facilities',
  },
  [disclaimerValuesCall.path]: { portalMessage: 'Hello', portalMessageColor: '#b71c1c' },
  [statusOrdersCall.path]: {
    statusOrders: [{ code: 'OPEN', description: 'Open', sortOrder: 1 }],
  },
  [securityKeysCall.path]: { securityKeys: { mapsKey: 'k' } },
};

/** What the refresh call answers: a token from the cookie, or 401 (no cookie). */
let cookieToken: string | null = null;
const api = loopbackApi((req, res) => {
  requests.push(req.url ?? '');
  const body = answers[req.url ?? ''];
  if (req.url === refreshCall.path) {
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
    expect(requests[0]).toBe(refreshCall.path);
  });

  it('sends the user to /auth/login when the refresh cookie is refused', async () => {
    const restoring = restoreSession();
    const router = renderGate();
    await restoring;
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(requests).toEqual([refreshCall.path]);
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
    expect(requests[0]).toBe(validateVendorPortalUserCall.path);
    expect([...requests].sort()).toEqual(Object.keys(answers).sort());
  });

  it('shows the page once every dataset has answered or failed', async () => {
    const keys = answers[securityKeysCall.path];
    delete answers[securityKeysCall.path];
    try {
      setSession(VALID_TOKEN, 900);
      renderGate();
      expect(await screen.findByText('private for Ann')).toBeTruthy();
      expect(screen.getByText('message Hello')).toBeTruthy();
      expect(screen.getByText('keys pending')).toBeTruthy();
    } finally {
      answers[securityKeysCall.path] = keys;
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
    expect(requests).toEqual([validateVendorPortalUserCall.path, refreshCall.path]);
  });

  it('keeps the token and offers a retry when the server cannot be reached', async () => {
    setApiBaseUrl(await unreachableOrigin());
    setSession(VALID_TOKEN, 900);
    const router = renderGate();
    expect(await screen.findByRole('heading', { name: 'The portal cannot be reached' })).toBeTruthy();
    expect(getIdToken()).toBe(VALID_TOKEN);
    expect(router.state.location.pathname).toBe('/work-order');

    setApiBaseUrl(api.origin);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('private for Ann')).toBeTruthy();
  });
});
