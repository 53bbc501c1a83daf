// Abuse limits: per account and per address, counted from the audit log.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT, TOO_MANY_ATTEMPTS, forgotUserPasswordCall } from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { auditRows, createUserWithPassword } from '../../../test/fixtures/index.ts';
import { guessOnce, srpSignIn } from '../../../test/srp-client.ts';

let server: TestServer;
beforeAll(async () => {
  // addresses come from X-Forwarded-For, so that one test can play several clients
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => server.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const throttledBody = {
  error: TOO_MANY_ATTEMPTS,
  message: TOO_MANY_ATTEMPTS,
  statusCode: 429,
  code: 'too-many-attempts',
};

describe('sign-in throttling', () => {
  it('allows 10 failures per account in 15 minutes; the 11th attempt gets 429, even with the right password', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Throttle-Me-2026' });
    for (let i = 1; i <= 10; i++) {
      // from a different address each time: the account limit holds on its own
      expect((await guessOnce(server, user.email, from(`10.0.1.${i}`))).status).toBe(401);
    }
    const eleventh = await srpSignIn(server, user.email, 'Throttle-Me-2026', { headers: from('10.0.1.99') });
    expect(eleventh.start.status).toBe(429);
    expect(eleventh.start.json).toEqual(throttledBody);
    expect(eleventh.start.headers.get('retry-after')).toBe('900');
    const kinds = (await auditRows(server.db, user.email)).map((r) => r.kind);
    expect(kinds.filter((k) => k === 'sign_in_failed')).toHaveLength(10);
    expect(kinds.at(-1)).toBe('throttled');

    // fifteen minutes later the account may try again
    await sql`update audit_log set at = at - interval '16 minutes' where email = ${user.email}`.execute(
      server.db,
    );
    expect((await srpSignIn(server, user.email, 'Throttle-Me-2026')).finish.json.result).toBe('SIGNED_IN');
  });

  it('a successful sign-in restarts the account count', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Forgetful-User-2026' });
    for (let i = 0; i < 9; i++) await guessOnce(server, user.email, from('10.0.2.1'));
    expect(
      (await srpSignIn(server, user.email, 'Forgetful-User-2026', { headers: from('10.0.2.1') })).finish
        .status,
    ).toBe(200);
    for (let i = 0; i < 9; i++)
      expect((await guessOnce(server, user.email, from('10.0.2.1'))).status).toBe(401);
  });

  it('allows 50 failures per address across accounts; then the address gets 429 for any account', async () => {
    const ip = '10.0.3.7';
    for (let i = 0; i < 50; i++) {
      expect((await guessOnce(server, `spray${i}@vendor.test`, from(ip))).status).toBe(401);
    }
    const next = await guessOnce(server, 'spray-next@vendor.test', from(ip));
    expect(next.status).toBe(429);
    expect(next.json).toEqual(throttledBody);
    // another address is not affected
    expect((await guessOnce(server, 'spray-next@vendor.test', from('10.0.3.8'))).status).toBe(401);
    const throttled = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('kind', '=', 'throttled')
      .where('ip', '=', ip)
      .execute();
    expect(throttled[0]?.detail).toEqual({ call: 'sign_in', scope: 'ip' });
  });
});

describe('forgot-password throttling', () => {
  it('allows 5 link requests per account and 20 per address in 15 minutes', async () => {
    const forgot = (email: string, ip: string) =>
      server.call(forgotUserPasswordCall, { body: { email } }, { headers: from(ip) });
    for (let i = 0; i < 5; i++) {
      const res = await forgot('often@vendor.test', `10.0.4.${i}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true, message: FORGOT_PASSWORD_SENT });
    }
    const sixth = await forgot('often@vendor.test', '10.0.4.100');
    expect(sixth.status).toBe(429);
    expect(sixth.json).toEqual(throttledBody);

    for (let i = 0; i < 20; i++) expect((await forgot(`many${i}@vendor.test`, '10.0.5.1')).status).toBe(200);
    expect((await forgot('many-more@vendor.test', '10.0.5.1')).status).toBe(429);
  });
});
