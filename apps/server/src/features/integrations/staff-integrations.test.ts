// The Integrations screen's calls over real HTTP and PostgreSQL (decision 063): API clients created,
// rotated and revoked by an Administrator (the new secret gets tokens from POST /provider/oauth/token,
// the old one no longer does, a revoked client none), webhooks created for a client, a test event
// delivered to a receiver on loopback and shown in the delivery log with its code and latency,
// redelivered, paused; bad input and unknown ids refused with nothing changed; an audit row for every
// change, with its values before and after and never a secret.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PROVIDER_TOKEN_PATH,
  apiClientViewSchema,
  createApiClientCall,
  createStaffWebhookCall,
  listApiClientsCall,
  listStaffWebhookDeliveriesCall,
  listStaffWebhooksCall,
  providerWhoamiPath,
  redeliverStaffWebhookCall,
  revokeApiClientCall,
  rotateApiClientSecretCall,
  sendStaffWebhookTestCall,
  setStaffWebhookEnabledCall,
  webhookDeliverySchema,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { requestProviderToken } from '../../../test/provider-token.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { webhookServerForFile } from '../../../test/server-for-file.ts';

const { server, receiver } = webhookServerForFile({ WEBHOOK_RETRY_SCHEDULE_SECONDS: '0.2,0.2' });
let admin: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  admin = await staffSession(server, 'administrator');
});

const path = (p: string, params: Record<string, string | number>) =>
  p.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
const asAdmin = (method: string, url: string, body?: unknown) =>
  api(server, url, { method, headers: { cookie: admin.cookie }, ...(body !== undefined ? { body } : {}) });

async function tokenStatus(clientId: string, secret: string): Promise<{ status: number; token?: string }> {
  const res = await requestProviderToken(server.url, { clientId, secret });
  const json = (await res.json()) as { access_token?: string };
  return { status: res.status, ...(json.access_token ? { token: json.access_token } : {}) };
}

async function auditRows(subjectId: string) {
  return server.db
    .selectFrom('staff_audit_log')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
}

async function createClient(name = 'CMMS', scopes = ['vendors:read', 'webhooks:read']) {
  const res = await asAdmin('POST', createApiClientCall.path, {
    name,
    scopes,
    contactEmail: 'ops@acme.test',
  });
  expect(res.status, res.text).toBe(200);
  return res.json as { client: { clientId: string }; secret: string; tokenUrl: string };
}

describe('API clients', () => {
  it('creates a client whose secret, shown once, gets tokens; the list shows its scopes and last use', async () => {
    const created = await createClient('CMMS');
    expect(created.secret).toMatch(/^vps_/);
    expect(created.tokenUrl.endsWith(PROVIDER_TOKEN_PATH)).toBe(true);
    const token = await tokenStatus(created.client.clientId, created.secret);
    expect(token.status).toBe(200);
    // a provider call sets the last-used time
    const whoami = await api(server, providerWhoamiPath, { token: token.token! });
    expect(whoami.status).toBe(200);

    const list = await asAdmin('GET', listApiClientsCall.path);
    expect(list.status).toBe(200);
    const listed = (list.json.clients as unknown[]).map((c) => apiClientViewSchema.parse(c));
    const mine = listed.find((c) => c.clientId === created.client.clientId)!;
    expect(mine).toMatchObject({ name: 'CMMS', scopes: ['vendors:read', 'webhooks:read'], revokedAt: null });
    expect(mine.lastUsedAt).not.toBeNull();
    expect(list.text).not.toContain(created.secret);

    const [row] = await auditRows(created.client.clientId);
    expect(row).toMatchObject({ action: 'api_client.created', staff_id: admin.staffId, before: null });
    expect(row!.after).toMatchObject({ name: 'CMMS', scopes: ['vendors:read', 'webhooks:read'] });
    expect(JSON.stringify(row)).not.toContain(created.secret);
  });

  it('rotates the secret: the new one gets tokens, the old one no longer does', async () => {
    const created = await createClient('Accounting');
    const rotated = await asAdmin(
      'POST',
      path(rotateApiClientSecretCall.path, { clientId: created.client.clientId }),
    );
    expect(rotated.status).toBe(200);
    const secret = String(rotated.json.secret);
    expect(secret).not.toBe(created.secret);
    expect((await tokenStatus(created.client.clientId, secret)).status).toBe(200);
    expect((await tokenStatus(created.client.clientId, created.secret)).status).toBe(401);

    const rows = await auditRows(created.client.clientId);
    expect(rows.map((r) => r.action)).toEqual(['api_client.created', 'api_client.secret_rotated']);
    expect((rows[1]!.before as { secretRotatedAt: unknown }).secretRotatedAt).toBeNull();
    expect((rows[1]!.after as { secretRotatedAt: unknown }).secretRotatedAt).not.toBeNull();
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('revokes a client: no more tokens, and it cannot be rotated or revoked again (409)', async () => {
    const created = await createClient('Old system');
    const url = path(revokeApiClientCall.path, { clientId: created.client.clientId });
    const revoked = await asAdmin('POST', url);
    expect(revoked.status).toBe(200);
    expect(revoked.json.revokedAt).not.toBeNull();
    expect((await tokenStatus(created.client.clientId, created.secret)).status).toBe(401);
    expect((await asAdmin('POST', url)).status).toBe(409);
    const rotate = await asAdmin(
      'POST',
      path(rotateApiClientSecretCall.path, { clientId: created.client.clientId }),
    );
    expect(rotate.status).toBe(409);
    const rows = await auditRows(created.client.clientId);
    expect(rows.map((r) => r.action)).toEqual(['api_client.created', 'api_client.revoked']);
    expect(rows[1]!.before).toMatchObject({ revokedAt: null });
  });

  it('refuses bad input (400) and unknown clients (404), changing nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('api_clients')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const audits = async () =>
      Number(
        (
          await server.db
            .selectFrom('staff_audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [clientsBefore, auditsBefore] = [await count(), await audits()];
    for (const body of [
      { name: '', scopes: ['vendors:read'] },
      { name: 'X', scopes: [] },
      { name: 'X', scopes: ['everything:write'] },
      { name: 'X', scopes: ['vendors:read'], contactEmail: 'not an address' },
    ]) {
      const res = await asAdmin('POST', createApiClientCall.path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.json.message)).toMatch(/Invalid request/);
    }
    for (const p of [rotateApiClientSecretCall.path, revokeApiClientCall.path]) {
      const res = await asAdmin('POST', path(p, { clientId: 'vpc_nosuchclient' }));
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('There is no API client with this id.');
    }
    expect([await count(), await audits()]).toEqual([clientsBefore, auditsBefore]);
  });
});

describe('webhooks', () => {
  it('creates a webhook for a client, sends a test event that arrives signed, logs it and redelivers it', async () => {
    const { client } = await createClient('Receiver system');
    const created = await asAdmin('POST', createStaffWebhookCall.path, {
      clientId: client.clientId,
      url: `${receiver.url}/staff-test`,
      description: 'Test receiver',
    });
    expect(created.status, created.text).toBe(200);
    const webhookId = String(created.json.id);
    const secret = String(created.json.secret);
    expect(secret).toMatch(/^whsec_/);
    expect(created.json).toMatchObject({
      clientId: client.clientId,
      clientName: 'Receiver system',
      enabled: true,
    });
    receiver.route('/staff-test', secret);

    const listed = await asAdmin('GET', listStaffWebhooksCall.path);
    expect(listed.status).toBe(200);
    expect((listed.json.webhooks as { id: string }[]).map((w) => w.id)).toContain(webhookId);
    expect(listed.text).not.toContain(secret);

    const sent = await asAdmin('POST', path(sendStaffWebhookTestCall.path, { webhookId }));
    expect(sent.status, sent.text).toBe(200);
    const delivery = webhookDeliverySchema.parse(sent.json);
    expect(delivery.eventType).toBe('webhook.test');
    await receiver.until((r) => r.some((x) => x.id === delivery.eventId));
    const receipt = receiver.receipts.find((x) => x.id === delivery.eventId)!;
    expect(receipt).toMatchObject({ verified: true, status: 200, path: '/staff-test' });
    expect(receipt.body.type).toBe('webhook.test');

    const logUrl = path(listStaffWebhookDeliveriesCall.path, { webhookId });
    const readLog = async () => {
      for (let i = 0; i < 50; i++) {
        const log = await asAdmin('GET', logUrl);
        const first = webhookDeliverySchema.parse((log.json.items as unknown[])[0]);
        if (first.status !== 'pending') return log;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the delivery stayed pending');
    };
    const log = await readLog();
    expect(log.json.nextCursor).toBeNull();
    const logged = webhookDeliverySchema.parse((log.json.items as unknown[])[0]);
    expect(logged).toMatchObject({ id: delivery.id, status: 'delivered', attempts: 1 });
    expect(logged.attemptLog[0]).toMatchObject({ succeeded: true, responseStatus: 200 });
    expect(logged.attemptLog[0]!.latencyMs).toBeGreaterThanOrEqual(0);

    const again = await asAdmin(
      'POST',
      path(redeliverStaffWebhookCall.path, { webhookId, deliveryId: delivery.id }),
    );
    expect(again.status, again.text).toBe(200);
    await receiver.until((r) => r.filter((x) => x.id === delivery.eventId).length === 2);

    const rows = await auditRows(webhookId);
    expect(rows.map((r) => r.action)).toEqual([
      'webhook.created',
      'webhook.test_sent',
      'webhook.redelivered',
    ]);
    expect(rows[0]!.after).toMatchObject({
      clientId: client.clientId,
      url: `${receiver.url}/staff-test`,
      enabled: true,
    });
    expect(JSON.stringify(rows)).not.toContain(secret);

    // the one list shape, newest first: a second test delivery, then a page of one at a time
    const second = webhookDeliverySchema.parse(
      (await asAdmin('POST', path(sendStaffWebhookTestCall.path, { webhookId }))).json,
    );
    const newest = await asAdmin('GET', `${logUrl}?limit=1`);
    expect((newest.json.items as { id: number }[]).map((d) => d.id)).toEqual([second.id]);
    const older = await asAdmin('GET', `${logUrl}?limit=1&cursor=${String(newest.json.nextCursor)}`);
    expect((older.json.items as { id: number }[]).map((d) => d.id)).toEqual([delivery.id]);
    expect(older.json.nextCursor).toBeNull();
    for (const bad of ['cursor=12', 'before=12', 'limit=101']) {
      const refused = await asAdmin('GET', `${logUrl}?${bad}`);
      expect(refused.status, bad).toBe(400);
    }
  });

  it('pauses and enables a webhook (a redelivery waits until it is enabled)', async () => {
    const { client } = await createClient('Paused system');
    const created = await asAdmin('POST', createStaffWebhookCall.path, {
      clientId: client.clientId,
      url: `${receiver.url}/paused`,
      eventTypes: ['vendor.zip-added'],
    });
    const webhookId = String(created.json.id);
    receiver.route('/paused', String(created.json.secret));
    const sent = await asAdmin('POST', path(sendStaffWebhookTestCall.path, { webhookId }));
    const deliveryId = Number(sent.json.id);
    const enabledUrl = path(setStaffWebhookEnabledCall.path, { webhookId });

    const paused = await asAdmin('POST', enabledUrl, { enabled: false });
    expect(paused.status).toBe(200);
    expect(paused.json).toMatchObject({ enabled: false, eventTypes: ['vendor.zip-added'] });
    const redeliver = await asAdmin('POST', path(redeliverStaffWebhookCall.path, { webhookId, deliveryId }));
    expect(redeliver.status).toBe(409);
    // the same state again changes nothing and writes no audit row
    expect((await asAdmin('POST', enabledUrl, { enabled: false })).status).toBe(200);
    expect((await asAdmin('POST', enabledUrl, { enabled: true })).json).toMatchObject({ enabled: true });

    const rows = await auditRows(webhookId);
    expect(rows.map((r) => r.action)).toEqual([
      'webhook.created',
      'webhook.test_sent',
      'webhook.disabled',
      'webhook.enabled',
    ]);
    expect(rows[2]!.before).toMatchObject({ enabled: true });
    expect(rows[2]!.after).toMatchObject({ enabled: false });
  });

  it('refuses bad input (400), unknown and revoked clients and unknown webhooks, changing nothing', async () => {
    const { client } = await createClient('Refusals');
    const subscriptions = async () =>
      Number(
        (
          await server.db
            .selectFrom('webhook_subscriptions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await subscriptions();
    const bad = await asAdmin('POST', createStaffWebhookCall.path, {
      clientId: client.clientId,
      url: 'ftp://example.com/x',
    });
    expect(bad.status).toBe(400);
    expect(String(bad.json.message)).toMatch(/url/);
    const types = await asAdmin('POST', createStaffWebhookCall.path, {
      clientId: client.clientId,
      url: `${receiver.url}/x`,
      eventTypes: ['no.such-type'],
    });
    expect(types.status).toBe(400);
    const unknown = await asAdmin('POST', createStaffWebhookCall.path, {
      clientId: 'vpc_none',
      url: `${receiver.url}/x`,
    });
    expect(unknown.status).toBe(404);
    await asAdmin('POST', path(revokeApiClientCall.path, { clientId: client.clientId }));
    const revoked = await asAdmin('POST', createStaffWebhookCall.path, {
      clientId: client.clientId,
      url: `${receiver.url}/x`,
    });
    expect(revoked.status).toBe(409);
    expect(await subscriptions()).toBe(before);

    const none = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of [
      ['POST', path(sendStaffWebhookTestCall.path, { webhookId: none }), undefined],
      ['POST', path(setStaffWebhookEnabledCall.path, { webhookId: none }), { enabled: false }],
      ['GET', path(listStaffWebhookDeliveriesCall.path, { webhookId: none }), undefined],
      ['POST', path(redeliverStaffWebhookCall.path, { webhookId: none, deliveryId: 1 }), undefined],
    ] as const) {
      const res = await asAdmin(method, url, body);
      expect(res.status, url).toBe(404);
    }
    expect(
      (await asAdmin('POST', path(sendStaffWebhookTestCall.path, { webhookId: 'not-a-uuid' }))).status,
    ).toBe(400);
  });
});
