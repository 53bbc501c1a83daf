// Kept session checks over real PostgreSQL (decision 088, SESSION_CHECKS_KEPT=true): a valid session's
// second call is answered without the database, and whatever ends the session's validity ends its ID
// token as soon as the process reads the notification, here written as plain SQL (as another system
// or a DBA would) so that no code path of ours tells the process: only the triggers' NOTIFY does.
// While the LISTEN is down nothing is kept. Off (the default), every call asks the database.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceStatusesCall, statusOrdersCall, vendorPermissionDenied } from '@vp/contracts';
import { api, startTestServer } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { createVendor } from '../../../test/fixtures/index.ts';
import { ACCOUNT_NOT_ACTIVE, SESSION_ENDED } from './session.ts';

const server = testServerForFile({ env: { SESSION_CHECKS_KEPT: 'true' } });
beforeAll(async () => {
  await listeningIs(1);
});

async function metric(name: string, from: { url: string } = server): Promise<number> {
  const text = (await api(from, '/metrics')).text;
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in /metrics`);
  return Number(line.slice(name.length + 1));
}

async function listeningIs(value: 0 | 1): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await metric('vp_session_checks_listening')) === value) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`vp_session_checks_listening never became ${value}`);
}

// a call that reads nothing of the user or vendor itself: only requireSession can refuse it
const call = (token: string, to: { url: string } = server) => api(to, statusOrdersCall.path, { token });

/**
 * The token's next calls until one is refused: the notification is read by the process a moment after
 * the change commits (at once on a quiet machine, later on a loaded one). Without the NOTIFY the kept
 * check would answer for a minute, so a 401 within 5 s shows that the notification ended it.
 */
async function refusedSoon(token: string) {
  for (let i = 0; i < 100; i++) {
    const answer = await call(token);
    if (answer.status !== 200) return answer;
    await new Promise((r) => setTimeout(r, 50));
  }
  return call(token);
}

/**
 * A new user's token, used until a second call is answered from the kept check. The user was given
 * its roles just before (migration 0044's NOTIFY): when that notification reaches the process after
 * the first lookup, the lookup is rightly not kept, and the next one is.
 */
async function keptSession() {
  const user = await server.signIn();
  for (let i = 0; i < 50; i++) {
    expect((await call(user.token)).status).toBe(200);
    const hits = await metric('vp_session_checks_kept_hits_total');
    expect((await call(user.token)).status).toBe(200);
    if ((await metric('vp_session_checks_kept_hits_total')) === hits + 1) return user;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("the new session's check was never kept");
}

describe('kept session checks', () => {
  it('answer a valid session again without the database, per session and user', async () => {
    const one = await keptSession();
    const other = await keptSession();
    expect((await call(one.token)).status).toBe(200);
    expect((await call(other.token)).status).toBe(200);
    expect(await metric('vp_session_checks_kept')).toBeGreaterThanOrEqual(2);
  });

  const changes: [string, (user: Awaited<ReturnType<typeof keptSession>>) => Promise<unknown>, string][] = [
    [
      'the session revoked',
      (u) => sql`update auth_sessions set revoked_at = now() where id = ${u.sessionId}`.execute(server.db),
      SESSION_ENDED,
    ],
    [
      'the session shortened to the past',
      (u) =>
        sql`update auth_sessions set expires_at = now() - interval '1 second' where id = ${u.sessionId}`.execute(
          server.db,
        ),
      SESSION_ENDED,
    ],
    [
      'the session deleted',
      (u) => sql`delete from auth_sessions where id = ${u.sessionId}`.execute(server.db),
      SESSION_ENDED,
    ],
    [
      'the user disabled',
      (u) => sql`update users set status = 'disabled' where id = ${u.userId}`.execute(server.db),
      ACCOUNT_NOT_ACTIVE,
    ],
    [
      'the user moved to another vendor',
      async (u) => {
        const other = await createVendor(server.db);
        // roles belong to a vendor: a DBA moving a user takes its roles away first (migration 0004)
        await server.db.transaction().execute(async (tx) => {
          await sql`delete from user_roles where user_id = ${u.userId}`.execute(tx);
          await sql`update users set vendor_id = ${other.vendorId} where id = ${u.userId}`.execute(tx);
        });
      },
      ACCOUNT_NOT_ACTIVE,
    ],
    [
      'the vendor made inactive',
      (u) => sql`update vendors set status = 'inactive' where id = ${u.vendorId}`.execute(server.db),
      ACCOUNT_NOT_ACTIVE,
    ],
  ];
  for (const [what, change, message] of changes)
    it(`end once the notification is read when ${what}`, async () => {
      const user = await keptSession();
      const bystander = await keptSession();
      await change(user);
      const refused = await refusedSoon(user.token);
      expect(refused.status).toBe(401);
      expect(refused.json).toMatchObject({ message });
      // nobody else's kept check is touched
      const hits = await metric('vp_session_checks_kept_hits_total');
      expect((await call(bystander.token)).status).toBe(200);
      expect(await metric('vp_session_checks_kept_hits_total')).toBe(hits + 1);
    });

  it('keep nothing while the LISTEN is down, and keep again once it is back', async () => {
    const user = await keptSession();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
               where application_name = 'vendor-portal-sessions' and datname = current_database()`.execute(
      server.db,
    );
    await listeningIs(0);
    // a change made while nobody listens: its NOTIFY reaches no one
    await sql`update auth_sessions set revoked_at = now() where id = ${user.sessionId}`.execute(server.db);
    expect((await call(user.token)).status).toBe(401);
    const other = await server.signIn();
    const hits = await metric('vp_session_checks_kept_hits_total');
    expect((await call(other.token)).status).toBe(200);
    expect((await call(other.token)).status).toBe(200);
    expect(await metric('vp_session_checks_kept_hits_total')).toBe(hits);
    // opened again after a second; from then on checks are kept, and changes seen, as before
    await listeningIs(1);
    const again = await keptSession();
    await sql`update auth_sessions set revoked_at = now() where id = ${again.sessionId}`.execute(server.db);
    expect((await refusedSoon(again.token)).status).toBe(401);
  });
});

// The permissions travel with the kept check (migration 0044): a change of the roles a user holds, or of
// a role's permissions, reaches it by the same NOTIFY.
describe('kept permissions', () => {
  const invoices = (token: string) => api(server, invoiceStatusesCall.path, { token });
  /** The token's calls to an invoices call until one answers `status`. */
  async function invoicesSoon(token: string, status: number) {
    for (let i = 0; i < 100; i++) {
      const answer = await invoices(token);
      if (answer.status === status) return answer;
      await new Promise((r) => setTimeout(r, 50));
    }
    return invoices(token);
  }
  const financeOf = (vendorId: number) =>
    sql`(select id from roles where vendor_id = ${vendorId} and name = 'Finance')`;

  it('follow a role taken from the user and given back', async () => {
    const user = await keptSession();
    const bystander = await keptSession();
    expect((await invoices(user.token)).status).toBe(200);
    await sql`delete from user_roles where user_id = ${user.userId} and role_id = ${financeOf(user.vendorId)}`.execute(
      server.db,
    );
    const refused = await invoicesSoon(user.token, 403);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: vendorPermissionDenied('invoices') });
    expect((await invoices(bystander.token)).status).toBe(200);
    await sql`insert into user_roles (user_id, role_id, vendor_id)
              values (${user.userId}, ${financeOf(user.vendorId)}, ${user.vendorId})`.execute(server.db);
    expect((await invoicesSoon(user.token, 200)).status).toBe(200);
  });

  it("follow a change of a role's permissions, for its vendor's users only", async () => {
    const user = await keptSession();
    const bystander = await keptSession();
    await sql`update roles set permissions = array_remove(permissions, 'invoices')
               where id = ${financeOf(user.vendorId)}`.execute(server.db);
    expect((await invoicesSoon(user.token, 403)).status).toBe(403);
    expect((await invoices(bystander.token)).status).toBe(200);
  });
});

describe('without SESSION_CHECKS_KEPT (the default)', () => {
  it('keeps nothing: every call asks the database, and a change ends the token at the next call', async () => {
    const plain = await startTestServer();
    try {
      const user = await plain.signIn();
      expect((await call(user.token, plain)).status).toBe(200);
      expect((await call(user.token, plain)).status).toBe(200);
      expect(await metric('vp_session_checks_kept_hits_total', plain)).toBe(0);
      expect(await metric('vp_session_checks_listening', plain)).toBe(0);
      await sql`update auth_sessions set revoked_at = now() where id = ${user.sessionId}`.execute(plain.db);
      expect((await call(user.token, plain)).status).toBe(401);
    } finally {
      await plain.close();
    }
  });
});
