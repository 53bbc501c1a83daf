// The events feed and signed webhooks over real HTTP and PostgreSQL (decision 056): the feed's order
// and cursor (an event of a transaction still open never passed), the subscriptions per client (404 to
// another client), If-Match, bad input; deliveries to a receiver on loopback that verifies every
// request with the Standard Webhooks verifier: three failures then a delivery, each try logged with its
// code; a receiver that always fails disables its webhook and the client's contact is e-mailed;
// redelivery and the test message.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createWebhookCall,
  eventsPageSchema,
  listEventsCall,
  webhookDeliverySchema,
  webhookSchema,
} from '@vp/contracts';
import { createVendor } from '../../../test/fixtures/index.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { webhookServerForFile } from '../../../test/server-for-file.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { pollUntil } from '../../../test/until.ts';

const WEBHOOKS = createWebhookCall.path;
const EVENTS = listEventsCall.path;

const { server, receiver } = webhookServerForFile({
  WEBHOOK_RETRY_SCHEDULE_SECONDS: '0.2,0.2,0.2,0.2',
  PROVIDER_MAX_CALLS_PER_MINUTE: '100000',
});
let company: ProviderTestClient;
let other: ProviderTestClient;
let vendorId: number;

beforeAll(async () => {
  company = await providerClient(server, ['events:read', 'webhooks:read', 'webhooks:write'], {
    contactEmail: 'integrations@company.test',
  });
  other = await providerClient(server, ['webhooks:read', 'webhooks:write'], { name: 'Other system' });
  ({ vendorId } = await createVendor(server.db));
});

let zip = 10000;
/** Records an event of the catalogue as a service does, in a transaction. */
async function addEvent(): Promise<string> {
  const zipCode = String(++zip);
  await server.db.transaction().execute((tx) =>
    recordEvent(tx, {
      type: 'vendor.zip-added',
      vendorId,
      actor: { kind: 'system' },
      subject: { vendorZipId: zip },
      data: { zipCode },
    }),
  );
  return zipCode;
}

async function subscribe(path: string, answers: number[] = [], body: Record<string, unknown> = {}) {
  const res = await company.call('POST', WEBHOOKS, { body: { url: receiver.url + path, ...body } });
  expect(res.status, res.text).toBe(201);
  const secret = String(res.json.secret);
  receiver.route(path, secret, answers);
  return { id: String(res.json.id), secret, etag: res.headers.get('etag')! };
}

async function deliveries(webhookId: string) {
  const res = await company.call('GET', `${WEBHOOKS}/${webhookId}/deliveries`);
  expect(res.status, res.text).toBe(200);
  return (res.json.items as unknown[]).map((d) => webhookDeliverySchema.parse(d));
}

describe('GET /provider/v1/events', () => {
  it('lists events in order with a cursor, filters by type, and refuses a bad cursor or type', async () => {
    const first = await company.call('GET', `${EVENTS}?limit=1000`);
    expect(first.status, first.text).toBe(200);
    const start = eventsPageSchema.parse(first.json).nextCursor;
    const zips = [await addEvent(), await addEvent(), await addEvent()];
    // the feed shows an event once every older transaction of the database server has ended (the
    // job runner's among them): wait until all three are shown
    await pollUntil(
      async () => eventsPageSchema.parse((await company.call('GET', `${EVENTS}?after=${start}`)).json).items,
      (items) => items.length === 3,
    );

    const page1 = eventsPageSchema.parse(
      (await company.call('GET', `${EVENTS}?after=${start}&limit=2`)).json,
    );
    expect(page1.items.map((e) => e.data.zipCode)).toEqual(zips.slice(0, 2));
    expect(page1.hasMore).toBe(true);
    const [event] = page1.items;
    expect(event).toMatchObject({
      type: 'vendor.zip-added',
      vendor: { id: vendorId, vendorNum: expect.any(Number), externalId: null },
      actor: { kind: 'system', id: null },
      subject: { vendorZipId: expect.any(Number) },
    });
    expect(event!.id).toMatch(/^[0-9a-f-]{36}$/);
    const page2 = eventsPageSchema.parse(
      (await company.call('GET', `${EVENTS}?after=${page1.nextCursor}&limit=2`)).json,
    );
    expect(page2.items.map((e) => e.data.zipCode)).toEqual(zips.slice(2));
    expect(page2.hasMore).toBe(false);
    const caughtUp = await company.call('GET', `${EVENTS}?after=${page2.nextCursor}`);
    expect(caughtUp.json).toEqual({ items: [], nextCursor: page2.nextCursor, hasMore: false });

    const filtered = await company.call(
      'GET',
      `${EVENTS}?after=${start}&types=vendor.zip-removed,user.created`,
    );
    expect(filtered.json.items).toEqual([]);
    // the filtered feed moves on past what it skipped
    expect(filtered.json.nextCursor).toBe(page2.nextCursor);

    const badType = await company.call('GET', `${EVENTS}?types=vendor.zip-added,no.such-type`);
    expect(badType.status).toBe(400);
    expect(String(badType.json.detail)).toMatch(/no\.such-type/);
    expect((await company.call('GET', `${EVENTS}?after=bm9wZQ`)).status).toBe(400);
    expect((await other.call('GET', EVENTS)).status).toBe(403);
  });

  it('never passes an event whose transaction is still open, even when its id is lower', async () => {
    const start = eventsPageSchema.parse((await company.call('GET', `${EVENTS}?limit=1000`)).json).nextCursor;
    const [a, b] = [new pg.Client(dbUrl()), new pg.Client(dbUrl())];
    await Promise.all([a.connect(), b.connect()]);
    const insert = (client: pg.Client, zipCode: string) =>
      client.query(
        `insert into events (type, vendor_id, actor_kind, subject, data)
         values ('vendor.zip-added', $1, 'system', '{"vendorZipId": 1}', $2)`,
        [vendorId, JSON.stringify({ zipCode })],
      );
    try {
      // A takes its transaction id first; B inserts its event (the lower id) and stays open; A's event
      // (the higher id) commits
      await a.query('begin');
      await a.query('select pg_current_xact_id()');
      await b.query('begin');
      await b.query('select pg_current_xact_id()');
      await insert(b, 'B');
      await insert(a, 'A');
      await a.query('commit');
      const page = async (after: string) =>
        eventsPageSchema.parse((await company.call('GET', `${EVENTS}?after=${after}`)).json);
      // A's event is shown (once the runner's own short transactions have ended), B's is not
      const seen = await pollUntil(
        () => page(start),
        (p) => p.items.length > 0,
      );
      expect(seen.items.map((e) => e.data.zipCode)).toEqual(['A']);
      await b.query('commit');
      const next = await pollUntil(
        () => page(seen.nextCursor),
        (p) => p.items.length > 0,
      );
      expect(next.items.map((e) => e.data.zipCode)).toEqual(['B']);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });
});

const dbUrl = () => server.config.db.url!;

describe('webhook subscriptions', () => {
  it('creates, reads, lists, updates with If-Match and deletes; another client sees none of it', async () => {
    const created = await company.call('POST', WEBHOOKS, {
      body: { url: `${receiver.url}/crud`, eventTypes: ['vendor.zip-added'], description: 'CMMS' },
    });
    expect(created.status, created.text).toBe(201);
    expect(String(created.json.secret)).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(created.headers.get('etag')).toBe('"1"');
    const id = String(created.json.id);

    const read = await company.call('GET', `${WEBHOOKS}/${id}`);
    expect(read.status).toBe(200);
    expect(read.json.secret).toBeUndefined();
    expect(webhookSchema.parse(read.json)).toMatchObject({ eventTypes: ['vendor.zip-added'], enabled: true });
    const list = await company.call('GET', WEBHOOKS);
    expect((list.json.items as { id: string }[]).map((w) => w.id)).toContain(id);

    for (const [method, path, body] of [
      ['GET', `${WEBHOOKS}/${id}`, undefined],
      ['PUT', `${WEBHOOKS}/${id}`, { url: `${receiver.url}/stolen` }],
      ['GET', `${WEBHOOKS}/${id}/deliveries`, undefined],
      ['POST', `${WEBHOOKS}/${id}/test`, undefined],
      ['DELETE', `${WEBHOOKS}/${id}`, undefined],
    ] as const) {
      const res = await other.call(method, path, body ? { body } : {});
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await other.call('GET', WEBHOOKS)).json.items).toEqual([]);

    const updated = await company.call('PUT', `${WEBHOOKS}/${id}`, {
      body: { url: `${receiver.url}/crud2`, enabled: false },
      headers: { 'if-match': '"1"' },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    expect(updated.json).toMatchObject({ url: `${receiver.url}/crud2`, eventTypes: null, enabled: false });
    const stale = await company.call('PUT', `${WEBHOOKS}/${id}`, {
      body: { url: `${receiver.url}/crud3` },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(412);

    expect(
      (await company.call('DELETE', `${WEBHOOKS}/${id}`, { headers: { 'if-match': '"1"' } })).status,
    ).toBe(412);
    expect((await company.call('DELETE', `${WEBHOOKS}/${id}`)).status).toBe(204);
    expect((await company.call('GET', `${WEBHOOKS}/${id}`)).status).toBe(404);
  });

  it('replays a create with the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const body = { url: `${receiver.url}/once` };
    const first = await company.call('POST', WEBHOOKS, { body, idempotencyKey: 'create-once' });
    expect(first.status, first.text).toBe(201);
    const again = await company.call('POST', WEBHOOKS, { body, idempotencyKey: 'create-once' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json.id).toBe(first.json.id);
    const other = await company.call('POST', WEBHOOKS, {
      body: { url: `${receiver.url}/twice` },
      idempotencyKey: 'create-once',
    });
    expect(other.status).toBe(422);
    const rows = await server.db
      .selectFrom('webhook_subscriptions')
      .select('id')
      .where('url', 'like', `${receiver.url}/once`)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await company.call('DELETE', `${WEBHOOKS}/${String(first.json.id)}`)).status).toBe(204);
  });

  it('keeps no signing secret with the Idempotency-Key: a replay of the create answers without it', async () => {
    const body = { url: `${receiver.url}/secret-once` };
    const first = await company.call('POST', WEBHOOKS, { body, idempotencyKey: 'create-secret' });
    expect(first.status, first.text).toBe(201);
    const secret = String(first.json.secret);
    expect(secret).toMatch(/^whsec_/);

    const { rows } = await sql<{ response: string }>`
      select response::text as response from provider_idempotency_keys where key = 'create-secret'
    `.execute(server.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.response).not.toContain(secret);
    expect(rows[0]!.response).not.toContain('whsec_');

    const again = await company.call('POST', WEBHOOKS, { body, idempotencyKey: 'create-secret' });
    expect(again.status, again.text).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json.id).toBe(first.json.id);
    expect(again.json).not.toHaveProperty('secret');
    expect(again.text).not.toContain('whsec_');
    expect((await company.call('DELETE', `${WEBHOOKS}/${String(first.json.id)}`)).status).toBe(204);
  });

  it('refuses bad input with 400 naming the field, and creates nothing', async () => {
    const before = await server.db.selectFrom('webhook_subscriptions').select('id').execute();
    for (const body of [
      { url: 'ftp://example.com/hook' },
      { url: 'not a url' },
      { url: `${receiver.url}/x`, eventTypes: ['no.such-type'] },
      { url: `${receiver.url}/x`, eventTypes: [] },
      { url: `${receiver.url}/x`, secret: 'plain' },
      { url: `${receiver.url}/x`, extra: 1 },
    ]) {
      const res = await company.call('POST', WEBHOOKS, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.json.detail)).toMatch(/url|eventTypes|secret|extra|Unrecognized/);
    }
    expect(await server.db.selectFrom('webhook_subscriptions').select('id').execute()).toEqual(before);
    expect((await company.call('GET', `${WEBHOOKS}/not-a-uuid`)).status).toBe(400);
  });
});

describe('deliveries', () => {
  it('delivers a signed event after three failures, logging every try with its code', async () => {
    const hook = await subscribe('/flaky', [500, 503, 500], { eventTypes: ['vendor.zip-added'] });
    const zipCode = await addEvent();
    await receiver.until((r) => r.some((x) => x.path === '/flaky' && x.status === 200));
    const tries = receiver.receipts.filter((x) => x.path === '/flaky');
    expect(tries.map((x) => x.status)).toEqual([500, 503, 500, 200]);
    expect(tries.every((x) => x.verified)).toBe(true);
    expect(new Set(tries.map((x) => x.id)).size).toBe(1);
    expect(tries[0]!.body).toMatchObject({
      type: 'vendor.zip-added',
      data: { id: tries[0]!.id, data: { zipCode } },
    });

    const [delivery] = await pollUntil(
      () => deliveries(hook.id),
      (d) => d[0]?.status === 'delivered',
    );
    expect(delivery).toMatchObject({ eventId: tries[0]!.id, eventType: 'vendor.zip-added', attempts: 4 });
    expect(delivery!.attemptLog.map((a) => [a.succeeded, a.responseStatus])).toEqual([
      [false, 500],
      [false, 503],
      [false, 500],
      [true, 200],
    ]);
    expect(delivery!.attemptLog[3]!.responseExcerpt).toBe('thanks');

    // redelivery: the same event (same webhook-id) once more, logged as a fifth try
    const again = await company.call('POST', `${WEBHOOKS}/${hook.id}/deliveries/${delivery!.id}/redeliver`);
    expect(again.status, again.text).toBe(202);
    await receiver.until((r) => r.filter((x) => x.path === '/flaky').length === 5);
    expect(receiver.receipts.filter((x) => x.path === '/flaky').at(-1)).toMatchObject({
      id: delivery!.eventId,
      verified: true,
    });
    await pollUntil(
      () => deliveries(hook.id),
      (d) => d[0]?.attemptLog.length === 5 && d[0].status === 'delivered',
    );
    expect((await company.call('POST', `${WEBHOOKS}/${hook.id}/deliveries/999999/redeliver`)).status).toBe(
      404,
    );

    // the test message
    const test = await company.call('POST', `${WEBHOOKS}/${hook.id}/test`);
    expect(test.status, test.text).toBe(202);
    await receiver.until((r) => r.some((x) => x.path === '/flaky' && x.body.type === 'webhook.test'));
  });

  it('disables a webhook whose receiver keeps failing and e-mails the client contact', async () => {
    const hook = await subscribe('/down', [500, 500, 500, 500, 500, 500, 500]);
    await addEvent();
    const disabled = await pollUntil(
      async () => (await company.call('GET', `${WEBHOOKS}/${hook.id}`)).json,
      (w) => w.enabled === false,
    );
    expect(String(disabled.disabledReason)).toMatch(/5 tries/);
    const [delivery] = await deliveries(hook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 5 });
    expect(delivery!.attemptLog.map((a) => a.responseStatus)).toEqual([500, 500, 500, 500, 500]);

    const outbox = server.config.mail.outboxDir;
    const mail = await pollUntil(
      async () =>
        existsSync(outbox)
          ? readdirSync(outbox)
              .filter((f) => f.endsWith('.eml'))
              .map((f) => readFileSync(join(outbox, f), 'utf8'))
              .filter((m) => m.includes('integrations@company.test'))
          : [],
      (m) => m.length > 0,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatch(/Webhook disabled/);

    // a disabled webhook gets no new deliveries, and redelivery waits for it to be enabled; the
    // dispatcher must have passed this event before the webhook is enabled again, or it would fan the
    // event out to the enabled webhook then (events wait for older transactions to end, decision 056)
    const whileDisabled = await addEvent();
    await pollUntil(
      async () =>
        (
          await sql<{ passed: boolean }>`
            select exists (
              select 1 from events e, webhook_dispatch_cursor c
               where e.data->>'zipCode' = ${whileDisabled} and c.id = 1
                 and (e.tx_id, e.id) <= (c.last_tx_id, c.last_event_id)
            ) as passed`.execute(server.db)
        ).rows[0]!.passed,
      (passed) => passed,
    );
    expect(
      (await company.call('POST', `${WEBHOOKS}/${hook.id}/deliveries/${delivery!.id}/redeliver`)).status,
    ).toBe(409);
    const enabled = await company.call('PUT', `${WEBHOOKS}/${hook.id}`, {
      body: { url: `${receiver.url}/down` },
    });
    expect(enabled.json).toMatchObject({ enabled: true, disabledAt: null });
    const again = await company.call('POST', `${WEBHOOKS}/${hook.id}/deliveries/${delivery!.id}/redeliver`);
    expect(again.status).toBe(202);
    await pollUntil(
      () => deliveries(hook.id),
      (d) => d.find((x) => x.id === delivery!.id)?.status === 'delivered',
    );
    expect((await deliveries(hook.id)).length).toBe(1);
  });
});
