// Housekeeping against real PostgreSQL and the real blob store (decision 032): Excel exports past their
// retention lose their blob and record, sessions that ended long ago go with their refresh tokens,
// audit rows past the retention go; everything younger, and every live session, stays.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportWorkOrdersCall, exportWorkOrdersResponse, validateVendorPortalUserCall } from '@vp/contracts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { addOrder, addPlace } from '../test/fixtures/index.ts';
import { runHousekeeping } from './housekeeping.ts';
import { createApiClient } from './features/integrations/api-clients.service.ts';

let server: TestServer;
let token: string;
let vendorId: number;

beforeAll(async () => {
  // the periodic run is off: each test runs it by hand, after setting the clock of its rows
  server = await startTestServer({ env: { HOUSEKEEPING_INTERVAL_SECONDS: '0' } });
  const me = await server.signIn();
  token = me.token;
  vendorId = me.vendorId;
  const place = await addPlace(server.db, { storeNumber: '7001' });
  await addOrder(server.db, vendorId, place, { poNum: 'PO-HK1', workDate: new Date('2030-01-15T15:30:00Z') });
});
afterAll(() => server.close());

const housekeeping = () =>
  runHousekeeping({ db: server.db, blobs: server.blobs, settings: server.config.housekeeping });

async function exportOne() {
  const res = await server.call(
    exportWorkOrdersCall,
    {
      body: { timezone: 'UTC', ordersList: [{ poNum: 'PO-HK1', nte: 10, workDate: '2030-01-15T15:30:00Z' }] },
    },
    { as: { token } },
  );
  expect(res.status).toBe(200);
  const row = await server.db
    .selectFrom('excel_exports')
    .select(['blob_key', 'vendor_id'])
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  expect(row.vendor_id).toBe(vendorId);
  return { url: exportWorkOrdersResponse.parse(res.json).url, key: row.blob_key };
}

// created_at is never written by the app (schema.ts): aged here by plain SQL
const ageExport = (key: string, hours: number) =>
  sql`update excel_exports set created_at = now() - make_interval(hours => ${hours}) where blob_key = ${key}`.execute(
    server.db,
  );

describe('housekeeping', () => {
  it('deletes Excel exports past their retention (blob and record) and keeps younger ones', async () => {
    const old = await exportOne();
    const fresh = await exportOne();
    await ageExport(old.key, server.config.housekeeping.exportRetentionHours + 1);
    expect(await server.blobs.head(old.key)).not.toBeNull();

    const pruned = await housekeeping();
    expect(pruned.exports).toBe(1);
    expect(await server.blobs.head(old.key)).toBeNull();
    expect((await fetch(new URL(old.url, server.url))).status).toBe(404);
    expect(await server.blobs.head(fresh.key)).not.toBeNull();
    expect((await fetch(new URL(fresh.url, server.url))).status).toBe(200);
    const keys = await server.db.selectFrom('excel_exports').select('blob_key').execute();
    expect(keys.map((k) => k.blob_key)).toEqual([fresh.key]);
  });

  it('deletes sessions that ended long ago with their refresh tokens, and keeps the rest', async () => {
    const days = server.config.housekeeping.endedSessionRetentionDays;
    const live = await server.signIn();
    const revokedLongAgo = await server.signIn();
    const expiredLongAgo = await server.signIn();
    const revokedLately = await server.signIn();
    const setSession = (id: string, values: { revoked_at?: unknown; expires_at?: unknown }) =>
      server.db
        .updateTable('auth_sessions')
        .set(values as never)
        .where('id', '=', id)
        .execute();
    await setSession(revokedLongAgo.sessionId, {
      revoked_at: sql`now() - make_interval(days => ${days + 1})`,
    });
    await setSession(expiredLongAgo.sessionId, {
      expires_at: sql`now() - make_interval(days => ${days + 1})`,
    });
    await setSession(revokedLately.sessionId, {
      revoked_at: sql`now() - make_interval(days => ${days - 1})`,
    });

    const pruned = await housekeeping();
    expect(pruned.sessions).toBe(2);
    const left = await server.db.selectFrom('auth_sessions').select('id').execute();
    const ids = left.map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([live.sessionId, revokedLately.sessionId]));
    expect(ids).not.toContain(revokedLongAgo.sessionId);
    expect(ids).not.toContain(expiredLongAgo.sessionId);
    const orphanTokens = await server.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('session_id', 'in', [revokedLongAgo.sessionId, expiredLongAgo.sessionId])
      .execute();
    expect(orphanTokens).toHaveLength(0);
    // the live session goes on
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: live.token } })).status).toBe(
      200,
    );
  });

  it('deletes audit rows past the audit retention and keeps younger ones', async () => {
    const days = server.config.housekeeping.auditLogRetentionDays;
    await server.db
      .insertInto('audit_log')
      .values([
        { kind: 'logout', email: 'old@hk.test', at: sql<Date>`now() - make_interval(days => ${days + 1})` },
        {
          kind: 'logout',
          email: 'recent@hk.test',
          at: sql<Date>`now() - make_interval(days => ${days - 1})`,
        },
      ] as never)
      .execute();
    const pruned = await housekeeping();
    expect(pruned.auditRows).toBe(1);
    const emails = await server.db.selectFrom('audit_log').select('email').execute();
    expect(emails.map((r) => r.email)).toContain('recent@hk.test');
    expect(emails.map((r) => r.email)).not.toContain('old@hk.test');
  });

  it('deletes the sign-in starts that have left the per-address window, and only those', async () => {
    await server.db
      .insertInto('sign_in_starts')
      .values([
        { ip: '10.1.1.1', at: sql<Date>`now() - interval '2 minutes'` },
        { ip: '10.1.1.2', at: sql<Date>`now()` },
      ] as never)
      .execute();
    expect((await housekeeping()).signInStarts).toBe(1);
    const left = await server.db.selectFrom('sign_in_starts').select('ip').execute();
    expect(left.map((r) => r.ip)).toEqual(['10.1.1.2']);
    await server.db.deleteFrom('sign_in_starts').execute();
  });

  it('deletes the provider idempotency keys past their 24 hours, and only those', async () => {
    const { clientId } = await createApiClient(server.db, { name: 'HK', scopes: ['vendors:read'] });
    await server.db
      .insertInto('provider_idempotency_keys')
      .values([
        {
          client_id: clientId,
          key: 'old',
          request_hash: 'h',
          created_at: sql<Date>`now() - interval '25 hours'`,
        },
        {
          client_id: clientId,
          key: 'young',
          request_hash: 'h',
          created_at: sql<Date>`now() - interval '23 hours'`,
        },
      ] as never)
      .execute();
    expect((await housekeeping()).idempotencyKeys).toBe(1);
    const left = await server.db.selectFrom('provider_idempotency_keys').select('key').execute();
    expect(left.map((r) => r.key)).toEqual(['young']);
    await server.db.deleteFrom('provider_idempotency_keys').execute();
  });

  it("deletes the vendor and staff writes' idempotency keys past their 24 hours, and only those", async () => {
    await server.db
      .insertInto('idempotency_keys')
      .values([
        {
          owner: 'user:1',
          key: 'old',
          request_hash: 'h',
          created_at: sql<Date>`now() - interval '25 hours'`,
        },
        {
          owner: 'staff:1',
          key: 'young',
          request_hash: 'h',
          created_at: sql<Date>`now() - interval '23 hours'`,
        },
      ] as never)
      .execute();
    expect((await housekeeping()).writeKeys).toBe(1);
    const left = await server.db.selectFrom('idempotency_keys').select('key').execute();
    expect(left.map((r) => r.key)).toEqual(['young']);
    await server.db.deleteFrom('idempotency_keys').execute();
  });

  it("deletes the token call's failures past their minute and addresses unused for 30 days", async () => {
    const { clientId } = await createApiClient(server.db, { name: 'HK token', scopes: ['vendors:read'] });
    await server.db
      .insertInto('provider_token_failures')
      .values([
        {
          client_id: clientId,
          ip: '10.2.2.1',
          known_address: false,
          at: sql<Date>`now() - interval '2 minutes'`,
        },
        { client_id: clientId, ip: '10.2.2.2', known_address: false, at: sql<Date>`now()` },
      ] as never)
      .execute();
    await server.db
      .insertInto('api_client_addresses')
      .values([
        { client_id: clientId, ip: '10.2.2.3', last_token_at: sql<Date>`now() - interval '31 days'` },
        { client_id: clientId, ip: '10.2.2.4', last_token_at: sql<Date>`now() - interval '29 days'` },
      ] as never)
      .execute();
    expect((await housekeeping()).tokenFailures).toBe(1);
    const failures = await server.db.selectFrom('provider_token_failures').select('ip').execute();
    expect(failures.map((r) => r.ip)).toEqual(['10.2.2.2']);
    const addresses = await server.db.selectFrom('api_client_addresses').select('ip').execute();
    expect(addresses.map((r) => r.ip)).toEqual(['10.2.2.4']);
    await server.db.deleteFrom('provider_token_failures').execute();
    await server.db.deleteFrom('api_client_addresses').execute();
  });

  it('deletes staff sessions that ended long ago, and keeps live and lately ended ones', async () => {
    const staff = await server.db
      .insertInto('staff_accounts')
      .values({ email: 'hk@acme.test', role: 'read_only', srp_salt: 's', srp_verifier: 'v' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const days = server.config.housekeeping.endedSessionRetentionDays;
    const session = (id: string, expires: string, revoked: string | null) => ({
      id,
      staff_id: staff.id,
      expires_at: sql<Date>`now() + ${sql.raw(`interval '${expires}'`)}`,
      revoked_at: revoked === null ? null : sql<Date>`now() - ${sql.raw(`interval '${revoked}'`)}`,
    });
    await server.db
      .insertInto('staff_sessions')
      .values([
        session('00000000-0000-4000-8000-000000000001', '1 hour', null),
        session('00000000-0000-4000-8000-000000000002', '1 hour', '1 day'),
        session('00000000-0000-4000-8000-000000000003', '1 hour', `${days + 1} days`),
        session('00000000-0000-4000-8000-000000000004', `-${days + 1} days`, null),
      ])
      .execute();
    expect((await housekeeping()).staffSessions).toBe(2);
    const left = await server.db.selectFrom('staff_sessions').select('id').orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]);
    await server.db.deleteFrom('staff_sessions').execute();
  });

  it('deletes nothing when nothing is old', async () => {
    expect(await housekeeping()).toEqual({
      exports: 0,
      sessions: 0,
      auditRows: 0,
      signInStarts: 0,
      idempotencyKeys: 0,
      writeKeys: 0,
      staffSessions: 0,
      tokenFailures: 0,
      searchChanges: 0,
    });
  });
});
