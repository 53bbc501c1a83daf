// SRP sign-in over real HTTP against real PostgreSQL, with a client that does what the browser does.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  INVALID_CREDENTIALS,
  PASSWORD_NOT_CHANGED,
  PASSWORD_RESET_REQUIRED_MESSAGE,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  signInFinishCall,
  signInStartCall,
  validateVendorPortalUserCall,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { auditRows, createUserWithPassword } from '../../../test/fixtures/index.ts';
import { guessOnce, srpSignIn } from '../../../test/srp-client.ts';
import { DEMO_PASSWORD } from '../../demo/seed-demo.ts';

const server = testServerForFile();

const invalidBody = {
  error: INVALID_CREDENTIALS,
  message: INVALID_CREDENTIALS,
  statusCode: 401,
  code: 'invalid-credentials',
};

describe('SRP sign-in', () => {
  it('signs in with the right password: server proof checks out, ID token opens the portal', async () => {
    const user = await createUserWithPassword(server.db, {
      password: DEMO_PASSWORD,
      email: 'Demo.User@Northwind.example',
    });
    // the e-mail is matched whatever its case and surrounding spaces
    const result = await srpSignIn(server, '  demo.user@northwind.EXAMPLE ', DEMO_PASSWORD);
    expect(result.start.status).toBe(200);
    expect(result.start.json).toMatchObject({ kdfIterations: 600_000 });
    expect(result.finish.status).toBe(200);
    expect(result.finish.json).toMatchObject({ result: 'SIGNED_IN', expiresIn: 3600 });
    expect(result.serverVerified).toBe(true);
    expect(result.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const idToken = String(result.finish.json.idToken);
    const [header, payload] = idToken
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(payload).toMatchObject({
      sub: String(user.userId),
      vendorId: user.vendorId,
      typ: 'id',
      aud: 'vendor-portal-web',
    });
    expect(payload.exp - payload.iat).toBe(3600);
    expect(payload.sid).toMatch(/^[0-9a-f-]{36}$/);

    const portal = await server.call(validateVendorPortalUserCall, {}, { as: { token: idToken } });
    expect(portal.status).toBe(200);
    expect(portal.json).toMatchObject({ userId: user.userId, vendorId: user.vendorId });

    const audit = await auditRows(server.db, user.email);
    expect(audit.map((r) => r.kind)).toEqual(['sign_in']);
    expect(audit[0]).toMatchObject({ user_id: user.userId, ip: '127.0.0.1' });
  });

  it('refuses a wrong password with 401 and records the failure', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Correct-Horse-77' });
    const result = await srpSignIn(server, user.email, 'Wrong-Horse-77');
    expect(result.finish.status).toBe(401);
    expect(result.finish.json).toEqual(invalidBody);
    expect(result.refreshToken).toBeUndefined();
    const audit = await auditRows(server.db, user.email);
    expect(audit.map((r) => [r.kind, r.detail])).toEqual([
      ['sign_in_failed', { call: 'sign_in', reason: 'wrong_password' }],
    ]);
  });

  it('records no sign-in when its session cannot be written: the row says why, and no session exists', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Right-But-Unlucky-8' });
    // the database refuses this user's sessions, as a failing disk or a lost connection would
    await sql
      .raw(
        `create function refuse_test_session() returns trigger language plpgsql as $$
           begin raise exception 'refused for the test'; end $$;
         create trigger refuse_test_session before insert on auth_sessions for each row
           when (new.user_id = ${Number(user.userId)}) execute function refuse_test_session();`,
      )
      .execute(server.db);
    try {
      const result = await srpSignIn(server, user.email, 'Right-But-Unlucky-8');
      expect(result.finish.status).toBe(500);
      expect(result.refreshToken).toBeUndefined();
    } finally {
      await sql
        .raw('drop trigger refuse_test_session on auth_sessions; drop function refuse_test_session();')
        .execute(server.db);
    }
    const audit = await auditRows(server.db, user.email);
    expect(audit.map((r) => [r.kind, r.detail])).toEqual([
      ['sign_in_failed', { call: 'sign_in', reason: 'session_not_opened' }],
    ]);
    const sessions = await server.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('user_id', '=', user.userId)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('does not tell whether an e-mail has an account: stable decoy salt, same failure', async () => {
    const unknown = 'nobody-here@vendor.test';
    const first = await server.call(signInStartCall, { body: { email: unknown } });
    const second = await server.call(signInStartCall, { body: { email: unknown.toUpperCase() } });
    expect(first.status).toBe(200);
    expect(first.json.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(second.json.salt).toBe(first.json.salt);
    expect(first.json.serverEphemeral).toMatch(/^[0-9a-f]{512}$/);
    expect(second.json.serverEphemeral).not.toBe(first.json.serverEphemeral);
    expect(Object.keys(first.json).sort()).toEqual([
      'challengeId',
      'kdfIterations',
      'salt',
      'serverEphemeral',
    ]);

    const other = await server.call(signInStartCall, { body: { email: 'someone-else@vendor.test' } });
    expect(other.json.salt).not.toBe(first.json.salt);

    const result = await srpSignIn(server, unknown, 'Any-Password-123');
    expect(result.finish.status).toBe(401);
    expect(result.finish.json).toEqual(invalidBody);
  });

  it('answers a disabled account exactly like a wrong password', async () => {
    const user = await createUserWithPassword(server.db, {
      password: 'Disabled-But-Right-1',
      status: 'disabled',
    });
    const result = await srpSignIn(server, user.email, 'Disabled-But-Right-1');
    expect(result.finish.status).toBe(401);
    expect(result.finish.json).toEqual(invalidBody);
  });

  it('uses each challenge once, and refuses unknown challenges and hostile values', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Single-Use-Challenge-9' });
    const start = await server.call(signInStartCall, { body: { email: user.email } });
    const body = { challengeId: start.json.challengeId, clientEphemeral: '0'.repeat(512), clientProof: '00' };
    const hostile = await server.send(signInFinishCall, { body });
    expect(hostile.status).toBe(401);
    const again = await server.send(signInFinishCall, { body });
    expect(again.status).toBe(401);
    expect(again.json).toEqual(invalidBody);
    const bad = await server.call(signInFinishCall, {
      body: { challengeId: 'x', clientEphemeral: 'not hex', clientProof: 'zz' },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses an expired challenge', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Expired-Challenge-4' });
    const late = await srpSignIn(server, user.email, user.password, {
      beforeFinish: async () => {
        await server.db
          .updateTable('srp_challenges')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .execute();
      },
    });
    expect(late.finish.status).toBe(401);
    expect(late.finish.json).toEqual(invalidBody);
  });
});

describe('challenges', () => {
  it('PASSWORD_RESET_REQUIRED: the right old password gets 403 with the code; a wrong one 401', async () => {
    const user = await createUserWithPassword(server.db, {
      password: 'Old-But-Right-55',
      state: 'password_reset_required',
    });
    const result = await srpSignIn(server, user.email, 'Old-But-Right-55');
    expect(result.finish.status).toBe(403);
    expect(result.finish.json).toEqual({
      error: PASSWORD_RESET_REQUIRED_MESSAGE,
      message: PASSWORD_RESET_REQUIRED_MESSAGE,
      statusCode: 403,
      code: 'password-reset-required',
    });
    expect(result.refreshToken).toBeUndefined();
    expect((await srpSignIn(server, user.email, 'Old-And-Wrong-55')).finish.status).toBe(401);
  });

  it('NEW_PASSWORD_REQUIRED without a new password: asks for one and opens no session', async () => {
    const user = await createUserWithPassword(server.db, {
      password: 'Temporary-Pass-123x',
      state: 'new_password_required',
    });
    for (const options of [{}, { newPassword: '' }]) {
      const result = await srpSignIn(server, user.email, 'Temporary-Pass-123x', options);
      expect(result.finish.status).toBe(200);
      expect(result.finish.json).toEqual({ result: 'NEW_PASSWORD_REQUIRED' });
      expect(result.refreshToken).toBeUndefined();
    }
    expect(
      (await srpSignIn(server, user.email, 'Not-The-Temporary-1', { newPassword: 'Whatever-New-1' })).finish
        .status,
    ).toBe(401);
  });

  it('NEW_PASSWORD_REQUIRED with a new password: checks the rules, stores it, signs in', async () => {
    const user = await createUserWithPassword(server.db, {
      password: 'Temporary-Pass-456y',
      state: 'new_password_required',
    });
    const refused = [
      ['short', PASSWORD_TOO_SHORT],
      ['password123', PASSWORD_TOO_COMMON],
      ['Temporary-Pass-456y', PASSWORD_NOT_CHANGED],
    ] as const;
    for (const [newPassword, message] of refused) {
      const result = await srpSignIn(server, user.email, 'Temporary-Pass-456y', { newPassword });
      expect(result.finish.status, newPassword).toBe(400);
      expect(result.finish.json.error).toBe(message);
    }
    const done = await srpSignIn(server, user.email, 'Temporary-Pass-456y', {
      newPassword: 'My-Own-Choice-2026',
    });
    expect(done.finish.status).toBe(200);
    expect(done.finish.json.result).toBe('SIGNED_IN');
    expect(done.serverVerified).toBe(true);
    expect(done.refreshToken).toBeTruthy();
    const row = await server.db
      .selectFrom('users')
      .select('password_state')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(row.password_state).toBe('ok');

    expect((await srpSignIn(server, user.email, 'Temporary-Pass-456y')).finish.status).toBe(401);
    const next = await srpSignIn(server, user.email, 'My-Own-Choice-2026');
    expect(next.finish.json.result).toBe('SIGNED_IN');
    const kinds = (await auditRows(server.db, user.email)).map((r) => r.kind);
    expect(kinds).toContain('password_changed');
    expect(kinds.filter((k) => k === 'sign_in')).toHaveLength(2);
  });

  it('a guess with made-up values is a failed sign-in', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Guess-Target-31' });
    const guess = await guessOnce(server, user.email);
    expect(guess.status).toBe(401);
    expect(guess.json).toEqual(invalidBody);
  });
});
