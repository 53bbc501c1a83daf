// The refresh cookie, its rotation and reuse detection, and logout, over real HTTP.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { logoutCall, refreshCall, validateVendorPortalUserCall } from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { auditRows, createUserWithPassword } from '../../../test/fixtures/index.ts';
import { refreshTokenOf, srpSignIn } from '../../../test/srp-client.ts';
import { REFRESH_RACE_GRACE_SECONDS } from './sessions.service.ts';

const server = testServerForFile();

const withCookie = (token: string) => ({ cookie: `vp_refresh=${token}` });

async function signedIn(password = 'Session-Tests-2026') {
  const user = await createUserWithPassword(server.db, { password });
  const result = await srpSignIn(server, user.email, password);
  expect(result.finish.json.result).toBe('SIGNED_IN');
  return { user, result, idToken: String(result.finish.json.idToken), refreshToken: result.refreshToken! };
}

function refresh(token: string | undefined) {
  return server.call(refreshCall, {}, { headers: token ? withCookie(token) : {} });
}

describe('refresh cookie', () => {
  it('is httpOnly, Secure, SameSite=Strict, scoped to /api/auth, for 14 days', async () => {
    const { result } = await signedIn();
    const cookie = result.setCookie!;
    expect(cookie).toMatch(/^vp_refresh=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/auth/);
    expect(cookie).toMatch(/; Max-Age=1209600/);
    // stored hashed only
    const rows = await server.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(result.refreshToken);
  });
});

describe('refresh', () => {
  it('rotates: a new ID token and a new cookie in the same session', async () => {
    const { idToken, refreshToken } = await signedIn();
    const first = await refresh(refreshToken);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ expiresIn: 3600 });
    const next = refreshTokenOf(first.headers.get('set-cookie'));
    expect(next).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next).not.toBe(refreshToken);
    const newIdToken = String(first.json.idToken);
    const sid = (t: string) => JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString()).sid;
    expect(sid(newIdToken)).toBe(sid(idToken));
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: newIdToken } })).status).toBe(
      200,
    );
    const second = await refresh(next);
    expect(second.status).toBe(200);
  });

  it('answers 409 to a token exchanged a moment ago (a race of two pages), revoking nothing', async () => {
    const { idToken, refreshToken } = await signedIn();
    const rotated = await refresh(refreshToken);
    const newer = refreshTokenOf(rotated.headers.get('set-cookie'))!;

    const racing = await refresh(refreshToken);
    expect(racing.status).toBe(409);
    expect(racing.json.code).toBe('refresh-in-progress');
    // the cookie is left alone (the other request's answer sets the new one), nothing is issued
    expect(racing.headers.get('set-cookie')).toBeNull();
    expect(racing.json.idToken).toBeUndefined();
    // the session goes on: the newer token and the ID token still work
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: idToken } })).status).toBe(
      200,
    );
    expect((await refresh(newer)).status).toBe(200);
  });

  it('detects reuse: an exchanged token presented again revokes the whole family', async () => {
    const { user, idToken, refreshToken } = await signedIn();
    const rotated = await refresh(refreshToken);
    const newer = refreshTokenOf(rotated.headers.get('set-cookie'))!;
    const newIdToken = String(rotated.json.idToken);
    // exchanged longer ago than a race of two pages could explain
    await server.db
      .updateTable('refresh_tokens')
      .set({ used_at: sql<Date>`now() - make_interval(secs => ${REFRESH_RACE_GRACE_SECONDS + 1})` })
      .where('used_at', 'is not', null)
      .where('session_id', '=', sidOf(idToken))
      .execute();

    const replay = await refresh(refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.json.code).toBe('session-ended');
    expect(replay.headers.get('set-cookie')).toMatch(/^vp_refresh=;.*Expires=Thu, 01 Jan 1970/);
    // the newer token and every ID token of the family are dead too
    expect((await refresh(newer)).status).toBe(401);
    for (const token of [idToken, newIdToken]) {
      expect((await server.call(validateVendorPortalUserCall, {}, { as: { token } })).status).toBe(401);
    }
    expect((await auditRows(server.db, user.email)).map((r) => r.kind)).toContain('token_reuse');
  });

  it('answers 204 with nothing when no cookie is sent: a signed-out browser, not an error', async () => {
    const answer = await refresh(undefined);
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an unknown or expired cookie, and one of a disabled user', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const expired = await signedIn();
    await server.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('session_id', '=', sidOf(expired.idToken))
      .execute();
    expect((await refresh(expired.refreshToken)).status).toBe(401);
    const disabled = await signedIn();
    await server.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', disabled.user.userId)
      .execute();
    expect((await refresh(disabled.refreshToken)).status).toBe(401);
  });

  it('ends when the session reaches its absolute end', async () => {
    const { idToken, refreshToken } = await signedIn();
    await server.db
      .updateTable('auth_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', sidOf(idToken))
      .execute();
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: idToken } })).status).toBe(
      401,
    );
  });
});

describe('logout', () => {
  it('revokes the session: its ID token and refresh cookie stop working, the cookie is cleared', async () => {
    const { user, idToken, refreshToken } = await signedIn();
    const out = await server.call(
      logoutCall,
      {},
      { as: { token: idToken }, headers: withCookie(refreshToken) },
    );
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^vp_refresh=;/);
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: idToken } })).status).toBe(
      401,
    );
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await auditRows(server.db, user.email)).length).toBeGreaterThan(0);
    const logouts = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('kind', '=', 'logout')
      .where('user_id', '=', user.userId)
      .execute();
    expect(logouts).toHaveLength(1);
  });

  it('ends the token at once for calls sent together, as a details page sends them (decision 074)', async () => {
    const { idToken, refreshToken } = await signedIn();
    const together = async () =>
      (
        await Promise.all(
          Array.from({ length: 9 }, () =>
            server.call(validateVendorPortalUserCall, {}, { as: { token: idToken } }),
          ),
        )
      ).map((r) => r.status);
    expect(await together()).toEqual(Array(9).fill(200));
    // logged out while nine calls are on their way: each answers 200 or 401, none fails otherwise
    const [racing] = await Promise.all([
      together(),
      server.call(logoutCall, {}, { as: { token: idToken }, headers: withCookie(refreshToken) }),
    ]);
    expect(racing.every((status) => status === 200 || status === 401)).toBe(true);
    // once the logout has answered, no shared check answers for the session as it was
    expect(await together()).toEqual(Array(9).fill(401));
  });

  it('works with only the cookie or only the bearer token, and leaves other sessions open', async () => {
    const password = 'Two-Devices-2026';
    const user = await createUserWithPassword(server.db, { password });
    const phone = await srpSignIn(server, user.email, password);
    const laptop = await srpSignIn(server, user.email, password);
    expect((await server.call(logoutCall, {}, { headers: withCookie(phone.refreshToken!) })).status).toBe(
      204,
    );
    expect(
      (
        await server.call(
          validateVendorPortalUserCall,
          {},
          { as: { token: String(phone.finish.json.idToken) } },
        )
      ).status,
    ).toBe(401);
    const laptopToken = String(laptop.finish.json.idToken);
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: laptopToken } })).status).toBe(
      200,
    );
    expect((await server.call(logoutCall, {}, { as: { token: laptopToken } })).status).toBe(204);
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: laptopToken } })).status).toBe(
      401,
    );
    // nothing to end: still 204
    expect((await server.call(logoutCall)).status).toBe(204);
  });
});

function sidOf(idToken: string): string {
  return JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sid;
}
