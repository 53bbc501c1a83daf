// Staff writes are refused from a sibling origin (issue 37 point 3, decision 096), in Chromium: an
// Administrator is signed in to the console, and a page served from another port of 127.0.0.1 (the same
// site, so the SameSite=Strict cookie goes along) auto-submits the review's form, a text/plain POST
// to the bodyless revoke call, and sends the same write by a no-cors fetch without a body. Both reach
// the server with the staff cookie and are refused; the client stays active, as the server says.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listApiClientsCall, revokeApiClientCall, rotateApiClientSecretCall } from '@vp/contracts';
import { createApiClient } from '../apps/server/src/features/integrations/api-clients.service.ts';
import { openE2eDb } from './e2e-db.ts';
import { E2E_PORT } from './e2e-env.ts';
import { expect, test } from './fixtures.ts';
import { openStaffPage } from './staff-session.ts';

const CONSOLE = `http://127.0.0.1:${E2E_PORT}`;

/** The other origin's page: the review's auto-submitting form, or a bodyless no-cors fetch. */
function attackPage(kind: 'form' | 'fetch', action: string): string {
  const script =
    kind === 'form'
      ? `document.forms[0].submit();`
      : `fetch(${JSON.stringify(action)}, { method: 'POST', mode: 'no-cors', credentials: 'include' })` +
        `.finally(() => { document.title = 'sent'; });`;
  return `<!doctype html><title>Sibling</title>
<form method="POST" enctype="text/plain" action="${action}"><input type="hidden" name="a" value="b"></form>
<script>${script}</script>`;
}

let sibling: Server;
let siblingOrigin: string;
const pages = new Map<string, string>();
test.beforeAll(async () => {
  sibling = createServer((request, response) => {
    const body = pages.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => sibling.listen(0, '127.0.0.1', resolve));
  siblingOrigin = `http://127.0.0.1:${(sibling.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => sibling?.close(resolve));
});

async function newClient(name: string): Promise<string> {
  const db = openE2eDb();
  try {
    return (await createApiClient(db, { name, scopes: ['vendors:read'] })).clientId;
  } finally {
    await db.destroy();
  }
}

test("a page on another port of 127.0.0.1 cannot revoke or rotate an API client with the Administrator's cookie", async ({
  browser,
}) => {
  const { page, context } = await openStaffPage(browser, 'administrator');
  const name = `Sibling target ${Date.now()}`;
  const clientId = await newClient(name);
  const revoke = `${CONSOLE}${revokeApiClientCall.path.replace(':clientId', clientId)}`;
  const rotate = `${CONSOLE}${rotateApiClientSecretCall.path.replace(':clientId', clientId)}`;
  pages.set('/form', attackPage('form', revoke));
  pages.set('/fetch', attackPage('fetch', rotate));

  // the staff page is open and signed in (its cookie is the one the browser will attach)
  await page.goto('/staff/integrations');
  const row = page.getByRole('table', { name: 'API clients' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');

  // the review's form, auto-submitted from the sibling origin: it reaches the server and is refused
  const attacker = await context.newPage();
  const formAnswer = attacker.waitForResponse((r) => r.url() === revoke);
  await attacker.goto(`${siblingOrigin}/form`);
  const refused = await formAnswer;
  // the browser attached the staff cookie (same site), so only the origin tells the page apart
  expect((await refused.request().allHeaders())['cookie']).toContain('vp_staff=');
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('came from a page outside the portal');

  // a bodyless no-cors fetch (no text/plain to refuse): refused by its Origin alone
  const fetchAnswer = attacker.waitForResponse((r) => r.url() === rotate);
  await attacker.goto(`${siblingOrigin}/fetch`);
  expect((await fetchAnswer).status()).toBe(403);
  await attacker.close();

  // the server says the client is untouched: neither revoked nor rotated
  const listed = await page.request.get(listApiClientsCall.path);
  expect(listed.status()).toBe(200);
  const client = (
    (await listed.json()) as {
      clients: { clientId: string; revokedAt: string | null; secretRotatedAt: string | null }[];
    }
  ).clients.find((c) => c.clientId === clientId);
  expect(client).toMatchObject({ revokedAt: null, secretRotatedAt: null });
  await page.reload();
  await expect(row).toContainText('Active');
  await context.close();
});
