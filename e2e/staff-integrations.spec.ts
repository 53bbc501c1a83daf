// The staff console's Integrations screen in Chromium against the real server (issue 18 point 2,
// decision 063): an Administrator adds an API client and sees its secret once (copied to the
// clipboard; the secret gets a token from POST /provider/oauth/token), adds a webhook for it to a
// receiver started here on 127.0.0.1 (the e2e server allows local http), sends a test event that
// arrives signed and shows Delivered with its 200 in the delivery log, then revokes the client (its
// secret gets no more tokens). Axe scans at 1280 and 375 px, and no sideways scroll at 375.
import { PROVIDER_TOKEN_PATH } from '@vp/contracts';
import type { APIRequestContext } from '@playwright/test';
import { startWebhookReceiver, type WebhookReceiver } from '../apps/server/test/webhook-receiver.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { openE2eDb } from './e2e-db.ts';
import { expect, test } from './fixtures.ts';
import { openStaffPage } from './staff-session.ts';

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver?.close();
});

async function tokenStatus(request: APIRequestContext, clientId: string, secret: string) {
  const res = await request.post(PROVIDER_TOKEN_PATH, {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });
  return res.status();
}

test.describe('Integrations', () => {
  test.describe.configure({ timeout: 120_000 });

  test('adds an API client (secret shown once), a webhook whose test event arrives and is logged, then revokes the client', async ({
    browser,
  }) => {
    const { page, context } = await openStaffPage(browser, 'administrator');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/staff/integrations');
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Integrations' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // the client: a name and scopes; its secret, once
    const name = `E2E CMMS ${Date.now()}`;
    await page.getByRole('button', { name: 'Add API client' }).click();
    const addClient = page.getByRole('dialog', { name: 'Add API client' });
    await addClient.getByRole('button', { name: 'Add client' }).click();
    await expect(addClient.getByText('Give the client a name.')).toBeVisible();
    await addClient.getByLabel('Name').fill(name);
    await addClient.getByRole('checkbox', { name: 'vendors:read' }).check();
    await addClient.getByRole('checkbox', { name: 'webhooks:read' }).check();
    await addClient.getByRole('button', { name: 'Add client' }).click();

    const shown = page.getByRole('dialog', { name: 'API client added' });
    await expect(shown.getByText('it is shown only this once')).toBeVisible();
    const secret = await shown.getByTestId('shown-secret').inputValue();
    expect(secret).toMatch(/^vps_/);
    const clientId = await shown.getByRole('textbox', { name: 'Client id' }).inputValue();
    expect(clientId).toMatch(/^vpc_/);
    await shown.getByRole('button', { name: 'Copy client secret' }).click();
    await expect(shown.getByRole('button', { name: 'Copied client secret' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await seriousViolations(page)).toEqual([]);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(shown).toBeHidden();
    // never shown again
    await expect(page.getByText(secret)).toHaveCount(0);
    const clientRow = page
      .getByRole('table', { name: 'API clients' })
      .getByRole('row', { name: new RegExp(name) });
    await expect(clientRow).toContainText('Active');
    await expect(clientRow).toContainText('vendors:read, webhooks:read');
    expect(await tokenStatus(page.request, clientId, secret)).toBe(200);

    // a webhook of that client, to the receiver
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const addWebhook = page.getByRole('dialog', { name: 'Add webhook' });
    await addWebhook.getByRole('combobox', { name: 'API client' }).click();
    await page.getByRole('option', { name: new RegExp(name) }).click();
    const url = `${receiver.url}/e2e-${Date.now()}`;
    await addWebhook.getByLabel('URL').fill(url);
    await addWebhook.getByLabel('Description (optional)').fill('The e2e receiver');
    await addWebhook.getByRole('button', { name: 'Add webhook' }).click();
    const signing = page.getByRole('dialog', { name: 'Webhook added' });
    const whsec = await signing.getByTestId('shown-secret').inputValue();
    expect(whsec).toMatch(/^whsec_/);
    receiver.route(new URL(url).pathname, whsec);
    await signing.getByRole('button', { name: 'I have copied it' }).click();
    const webhookRow = page
      .getByRole('table', { name: 'Webhooks' })
      .getByRole('row', { name: new RegExp(url) });
    await expect(webhookRow).toContainText('Enabled');
    await expect(webhookRow).toContainText(name);

    // a test event: it arrives signed, and the delivery log shows it Delivered with its 200
    await webhookRow.getByRole('button', { name: `Send a test event to ${url}` }).click();
    await receiver.until((r) => r.some((x) => x.path === new URL(url).pathname), 30_000);
    const receipt = receiver.receipts.find((x) => x.path === new URL(url).pathname)!;
    expect(receipt.verified).toBe(true);
    expect(receipt.body.type).toBe('webhook.test');
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    const delivery = log.getByRole('row', { name: /webhook\.test/ });
    await expect(delivery).toContainText('Delivered', { timeout: 15_000 });
    await expect(delivery).toContainText('200');
    await expect(delivery).toContainText(/\d+ ms/);
    expect(await seriousViolations(page)).toEqual([]);
    await log.getByRole('button', { name: 'Close' }).click();

    // every try shows, not only the last (issue 38 point 11): three refused tries, then a 204
    const db = openE2eDb();
    try {
      const row = await db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_subscriptions as s', 's.id', 'd.subscription_id')
        .select('d.id')
        .where('s.url', '=', url)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('webhook_delivery_attempts')
        .values(
          [401, 401, 401, 204].map((status, i) => ({
            delivery_id: row.id,
            succeeded: status === 204,
            response_status: status,
            latency_ms: 10 + i,
            error: status === 204 ? null : 'HTTP 401',
          })),
        )
        .execute();
    } finally {
      await db.destroy();
    }
    await page.reload();
    await webhookRow.getByRole('button', { name: `Delivery log of ${url}` }).click();
    const tries = log.getByRole('list', { name: /^Tries of delivery/ }).first();
    await expect(tries.getByRole('listitem')).toHaveCount(5);
    await expect(tries.getByRole('listitem').nth(1)).toContainText('401 (HTTP 401), 10 ms');
    await expect(tries.getByRole('listitem').nth(4)).toContainText('204, 13 ms');
    await log.getByRole('button', { name: 'Close' }).click();

    // revoke: no more tokens
    await clientRow.getByRole('button', { name: `Revoke ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke API client' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(clientRow).toContainText('Revoked');
    expect(await tokenStatus(page.request, clientId, secret)).toBe(401);
    await context.close();
  });

  test('at 375 px the screen fits and passes axe; other roles do not see it', async ({ browser }) => {
    const { page, context } = await openStaffPage(browser, 'administrator', { width: 375, height: 800 });
    await page.goto('/staff/integrations');
    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add API client' }).click();
    await expect(page.getByRole('dialog', { name: 'Add API client' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const reader = await openStaffPage(browser, 'read_only');
    await reader.page.goto('/staff/integrations');
    await expect(
      reader.page.getByText('Only Administrators see and change the API clients and webhooks.'),
    ).toBeVisible();
    await expect(reader.page.getByRole('link', { name: 'Integrations' })).toHaveCount(0);
    await reader.context.close();
  });

  test("each screen is a chunk of its own: a vendor's pages and the sign-in never download them", async ({
    signedInPage: page,
    browser,
  }) => {
    const ownChunk = (url: string) => /\/(integrations-page|audit-page)-[^/]*\.js$/.test(url);
    const vendorScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') vendorScripts.push(request.url());
    });
    await page.goto('/work-order/list-work-orders');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.goto('/staff/login');
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(vendorScripts.filter(ownChunk)).toEqual([]);

    const { page: staffPage, context } = await openStaffPage(browser, 'administrator');
    const staffScripts: string[] = [];
    staffPage.on('request', (request) => {
      if (request.resourceType() === 'script') staffScripts.push(request.url());
    });
    await staffPage.goto('/staff/integrations');
    await expect(staffPage.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    expect(staffScripts.filter(ownChunk).map((url) => /integrations-page|audit-page/.exec(url)?.[0])).toEqual(
      ['integrations-page'],
    );
    await context.close();
  });
});
