// Kept session checks over real PostgreSQL (decision 088): a valid session's second call is answered
// without the database, and whatever ends the session's validity ends its ID token at the very next
// call, here written as plain SQL (as another system or a DBA would) so that no code path of ours
// tells the process: only the triggers' NOTIFY does. While the LISTEN is down nothing is kept.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusOrdersCall } from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { createVendor } from '../../../test/fixtures.ts';
import { ACCOUNT_NOT_ACTIVE, SESSION_ENDED } from './session.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await listeningIs(1);
});
afterAll(() => server.close());

async function metric(name: string): Promise<number> {
  const text = (await api(server, '/metrics')).text;
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
const call = (token: string) => api(server, statusOrdersCall.path, { token });

/** A new user's token, used twice: the second call answered from the kept check. */
async function keptSession() {
  const user = await server.signIn();
  expect((await call(user.token)).status).toBe(200);
  const hits = await metric('vp_session_checks_kept_hits_total');
  expect((await call(user.token)).status).toBe(200);
  expect(await metric('vp_session_checks_kept_hits_total')).toBe(hits + 1);
  return user;
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
        await sql`update users set vendor_id = ${other.vendorId} where id = ${u.userId}`.execute(server.db);
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
    it(`end at once when ${what}`, async () => {
      const user = await keptSession();
      const bystander = await keptSession();
      await change(user);
      const refused = await call(user.token);
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
    expect((await call(again.token)).status).toBe(401);
  });
});
