// The webhook platform's rules without HTTP (decision 056): where a webhook may point, and the
// dispatcher: one delivery per (subscription, event) with its job, only for enabled subscriptions that
// want the type, never twice however many dispatchers run at once, and never past an event whose
// transaction is still open.
import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { createVendor } from '../../../test/fixtures/index.ts';
import { recordEvent } from '../events/record-event.ts';
import { dispatchEvents } from './dispatcher.ts';
import { isBlockedAddress, webhookUrlProblem } from './url-guard.ts';

describe('webhookUrlProblem', () => {
  it('takes public https URLs only, unless local http is allowed', () => {
    expect(webhookUrlProblem('https://hooks.company.example/vp', false)).toBeNull();
    for (const url of [
      'http://hooks.company.example/vp',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[::ffff:192.168.0.1]/x',
      'https://localhost/x',
      'https://intranet/x',
      'https://user:pw@hooks.company.example/x',
      'ftp://hooks.company.example/x',
      'not a url',
    ])
      expect(webhookUrlProblem(url, false), url).not.toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/x', true)).toBeNull();
    expect(webhookUrlProblem('ftp://127.0.0.1/x', true)).not.toBeNull();
    expect(isBlockedAddress('8.8.8.8')).toBe(false);
    expect(isBlockedAddress('fd00::1')).toBe(true);
  });
});

const testDb = testDbForFile({ poolMax: 8 });
let vendorId: number;
beforeAll(async () => {
  ({ vendorId } = await createVendor(testDb.db));
});

let clients = 0;
async function subscription(eventTypes: string[] | null, enabled = true): Promise<number> {
  const { id } = await testDb.db
    .insertInto('api_clients')
    .values({ client_id: `svc-${++clients}`, name: 'Svc', scopes: ['webhooks:write'], secret_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await testDb.db
    .insertInto('webhook_subscriptions')
    .values({
      api_client_id: id,
      url: 'https://hooks.company.example/x',
      event_types: eventTypes,
      secret: 'whsec_x',
      enabled,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const zipAdded = (n: number) =>
  testDb.db.transaction().execute((tx) =>
    recordEvent(tx, {
      type: 'vendor.zip-added',
      vendorId,
      actor: { kind: 'system' },
      subject: { vendorZipId: n },
      data: { zipCode: String(n) },
    }),
  );

const deliveriesOf = (subscriptionId: number) =>
  testDb.db
    .selectFrom('webhook_deliveries')
    .select(['event_id'])
    .where('subscription_id', '=', subscriptionId)
    .execute();

const queuedJobs = async () =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'deliver-webhook'`.execute(
      testDb.db,
    )
  ).rows[0]!.n;

/** Dispatches until `done` holds (at most 15 s). */
async function dispatchedUntil(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('not dispatched in 15 s');
    await dispatchEvents(testDb.db);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('dispatchEvents', () => {
  it('fans each event out once to the enabled subscriptions that want it, with one job each', async () => {
    const all = await subscription(null);
    const zips = await subscription(['vendor.zip-added']);
    const others = await subscription(['user.created']);
    const paused = await subscription(null, false);
    for (let n = 1; n <= 20; n++) await zipAdded(n);
    // five dispatchers at once, in batches of 3: they take turns on the cursor
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        while ((await dispatchEvents(testDb.db, 3)).events > 0);
      }),
    );
    // xmin is the whole database server's: another test file's transaction may hold events back a moment
    await dispatchedUntil(async () => (await deliveriesOf(all)).length === 20);
    expect(await deliveriesOf(all)).toHaveLength(20);
    expect(await deliveriesOf(zips)).toHaveLength(20);
    expect(await deliveriesOf(others)).toHaveLength(0);
    expect(await deliveriesOf(paused)).toHaveLength(0);
    expect(await queuedJobs()).toBe(40);
  });

  it('does not move past an event of a transaction still open', async () => {
    const sub = await subscription(null);
    const open = new pg.Client(testDb.url);
    await open.connect();
    try {
      await open.query('begin');
      await open.query(
        `insert into events (type, vendor_id, actor_kind, subject, data) values ('vendor.zip-added', $1, 'system', '{"vendorZipId": 1}', '{"zipCode": "open"}')`,
        [vendorId],
      );
      await zipAdded(99);
      await dispatchEvents(testDb.db);
      expect(await deliveriesOf(sub)).toHaveLength(0);
      await open.query('commit');
      await dispatchedUntil(async () => (await deliveriesOf(sub)).length === 2);
      expect(await deliveriesOf(sub)).toHaveLength(2);
    } finally {
      await open.end();
    }
  });
});
