// The staff sign-in through the company's identity provider (issue 18 point 1, decision 064), against
// a real OpenID provider (`oidc-provider`) on 127.0.0.1, driven as a browser would be (redirects
// followed by hand, a cookie jar): the full sign-in ends with a working staff session; a forged
// state, a replayed callback and a callback in another browser are refused; unknown and disabled
// accounts are refused with the reason on the login page; the password sign-in answers 403.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_SESSION_COOKIE,
  staffMeCall,
  staffOidcCallbackCall,
  staffOidcStartCall,
  staffSecondFactorCall,
  staffSignInFinishCall,
  staffSignInOptionsCall,
  staffSignInStartCall,
} from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { freePort } from '../../../test/free-port.ts';
import { browse, CookieJar, startTestIdp, testIdpEnv, type TestIdp } from '../../../test/oidc-provider.ts';
import { createStaffAccount } from '../../../test/staff-client.ts';
import { OIDC_BROWSER_COOKIE } from './staff-oidc.routes.ts';

let server: TestServer;
let idp: TestIdp;
beforeAll(async () => {
  // the server reads the provider's metadata at the first sign-in, so it may start first and the
  // provider then name its callback
  const idpPort = await freePort();
  const clientSecret = randomBytes(24).toString('base64url');
  server = await startTestServer({ env: testIdpEnv(`http://127.0.0.1:${idpPort}`, clientSecret) });
  idp = await startTestIdp({
    redirectUri: `${server.url}${staffOidcCallbackCall.path}`,
    port: idpPort,
    clientSecret,
  });
});
afterAll(async () => {
  await idp?.close();
  await server?.close();
});

const isCallback = (url: URL) => url.origin === server.url && url.pathname === staffOidcCallbackCall.path;
const loginErrorOf = (url: URL) =>
  url.origin === server.url && url.pathname === '/staff/login' ? url.searchParams.get('signInError') : null;

/** Start at the portal, sign in at the provider as `login`: the callback URL the provider sends the browser to. */
async function throughProvider(jar: CookieJar, login: string): Promise<URL> {
  const atProvider = await browse(jar, `${server.url}${staffOidcStartCall.path}`);
  expect(atProvider.res?.status).toBe(200);
  expect(atProvider.url.origin).toBe(idp.issuer);
  expect(atProvider.text).toContain('Company sign-in');
  // the authorization request carried a PKCE challenge (the provider requires one anyway)
  const form = /action="([^"]+)"/.exec(atProvider.text ?? '')![1]!;
  const back = await browse(jar, new URL(form, atProvider.url).href, isCallback, {
    method: 'POST',
    form: { login },
  });
  expect(isCallback(back.url)).toBe(true);
  return back.url;
}

/** The callback, followed to where the portal sends the browser (not fetched). */
const callback = (jar: CookieJar, url: URL) =>
  browse(jar, url.href, (u) => u.origin === server.url && !u.pathname.startsWith('/staff/api/'));

const sessionCookie = (jar: CookieJar) => {
  const value = jar.get('127.0.0.1', STAFF_SESSION_COOKIE);
  return value ? `${STAFF_SESSION_COOKIE}=${value}` : undefined;
};

const sessionsOf = (staffId: number) =>
  server.db.selectFrom('staff_sessions').select('id').where('staff_id', '=', staffId).execute();

async function member(status: 'active' | 'disabled' = 'active') {
  const staff = await createStaffAccount(server.db, { role: 'vendor_manager', status });
  const sub = `idp-${randomBytes(6).toString('hex')}`;
  idp.addAccount({ sub, email: staff.email.toUpperCase(), emailVerified: true });
  return { ...staff, sub };
}

describe('the staff sign-in through the company identity provider', () => {
  it('tells the login page to offer the company sign-in', async () => {
    const res = await server.call(staffSignInOptionsCall);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      method: 'oidc',
      providerName: 'Acme Facilities',
      startUrl: staffOidcStartCall.path,
    });
  });

  it('signs a member in: the provider, the callback, a staff session (vp_staff) and the audit rows', async () => {
    const staff = await member();
    const jar = new CookieJar();
    const start = await fetch(`${server.url}${staffOidcStartCall.path}`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    const binding = start.headers.getSetCookie().find((c) => c.startsWith(`${OIDC_BROWSER_COOKIE}=`));
    expect(binding).toMatch(/HttpOnly/i);
    expect(binding).toMatch(/SameSite=Lax/i);
    expect(binding).toMatch(/Path=\/staff\/api\/oidc\/callback/);

    const url = await throughProvider(jar, staff.sub);
    const back = await callback(jar, url);
    expect(back.url.href).toBe(`${server.url}/staff`);
    const cookie = sessionCookie(jar);
    expect(cookie).toBeDefined();
    // the binding cookie went with the callback
    expect(jar.get('127.0.0.1', OIDC_BROWSER_COOKIE)).toBeUndefined();

    const me = await server.call(staffMeCall, {}, { headers: { cookie: cookie! } });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: staff.staffId, email: staff.email, role: 'vendor_manager' });

    const account = await server.db
      .selectFrom('staff_accounts')
      .select(['oidc_subject', 'oidc_issuer'])
      .where('id', '=', staff.staffId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ oidc_subject: staff.sub, oidc_issuer: idp.issuer });
    const audit = await server.db
      .selectFrom('staff_audit_log')
      .select(['action', 'after'])
      .where('staff_id', '=', staff.staffId)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'staff.oidc_linked', after: { oidcLinked: true, oidcIssuer: idp.issuer } },
      { action: 'staff.signed_in', after: { via: 'oidc' } },
    ]);
    const signInLog = await server.db
      .selectFrom('audit_log')
      .select(['kind', 'surface', 'detail'])
      .where('staff_id', '=', staff.staffId)
      .execute();
    expect(signInLog).toEqual([{ kind: 'sign_in', surface: 'staff', detail: { via: 'oidc' } }]);
    // the state was taken: nothing left to take again
    const stateHash = createHash('sha256').update(url.searchParams.get('state')!).digest('hex');
    const left = await server.db
      .selectFrom('staff_oidc_states')
      .select('state_hash')
      .where('state_hash', '=', stateHash)
      .execute();
    expect(left).toEqual([]);
  });

  it('finds the member by the subject at the next sign-in, whatever the e-mail became', async () => {
    const staff = await member();
    const first = new CookieJar();
    await callback(first, await throughProvider(first, staff.sub));
    expect(sessionCookie(first)).toBeDefined();
    // the provider's e-mail changed: the subject still names the member
    idp.addAccount({ sub: staff.sub, email: `renamed-${staff.email}`, emailVerified: true });
    const second = new CookieJar();
    const back = await callback(second, await throughProvider(second, staff.sub));
    expect(back.url.pathname).toBe('/staff');
    const me = await server.call(staffMeCall, {}, { headers: { cookie: sessionCookie(second)! } });
    expect(me.json).toMatchObject({ id: staff.staffId });
    expect(await sessionsOf(staff.staffId)).toHaveLength(2);
  });

  it('refuses a forged state, and the real one still works once', async () => {
    const staff = await member();
    const jar = new CookieJar();
    const url = await throughProvider(jar, staff.sub);
    const forged = new URL(url);
    forged.searchParams.set('state', randomBytes(32).toString('base64url'));
    const refused = await callback(jar, forged);
    expect(loginErrorOf(refused.url)).toBe('sign_in_expired');
    expect(sessionCookie(jar)).toBeUndefined();
    expect(await sessionsOf(staff.staffId)).toEqual([]);
    // a callback with no state at all
    const none = new URL(url);
    none.searchParams.delete('state');
    expect(loginErrorOf((await callback(jar, none)).url)).toBe('sign_in_expired');
  });

  it('refuses a replayed callback (the same state and code twice)', async () => {
    const staff = await member();
    const jar = new CookieJar();
    const url = await throughProvider(jar, staff.sub);
    // the binding cookie is cleared by the first callback: keep it, as an attacker replaying would
    const binding = jar.get('127.0.0.1', OIDC_BROWSER_COOKIE)!;
    expect((await callback(jar, url)).url.pathname).toBe('/staff');
    expect(await sessionsOf(staff.staffId)).toHaveLength(1);

    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: `${OIDC_BROWSER_COOKIE}=${binding}` },
    });
    expect(res.status).toBe(303);
    expect(loginErrorOf(new URL(res.headers.get('location')!, server.url))).toBe('sign_in_expired');
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`))).toBe(false);
    expect(await sessionsOf(staff.staffId)).toHaveLength(1);
  });

  it('refuses an ID token whose nonce is not the one sent, and a code exchanged without its PKCE verifier', async () => {
    const staff = await member();
    for (const column of ['nonce', 'code_verifier'] as const) {
      const jar = new CookieJar();
      const url = await throughProvider(jar, staff.sub);
      const stateHash = createHash('sha256').update(url.searchParams.get('state')!).digest('hex');
      await server.db
        .updateTable('staff_oidc_states')
        .set({ [column]: randomBytes(32).toString('base64url') })
        .where('state_hash', '=', stateHash)
        .execute();
      expect(loginErrorOf((await callback(jar, url)).url), column).toBe('provider_refused');
      expect(sessionCookie(jar), column).toBeUndefined();
    }
    expect(await sessionsOf(staff.staffId)).toEqual([]);
  });

  it('refuses a callback in a browser that did not start the sign-in (login CSRF)', async () => {
    const staff = await member();
    const jar = new CookieJar();
    const url = await throughProvider(jar, staff.sub);
    // the victim's browser: no binding cookie
    const victim = new CookieJar();
    expect(loginErrorOf((await callback(victim, url)).url)).toBe('sign_in_expired');
    expect(sessionCookie(victim)).toBeUndefined();
    // the state was taken: the attacker's own browser cannot use it either
    expect(loginErrorOf((await callback(jar, url)).url)).toBe('sign_in_expired');
    expect(await sessionsOf(staff.staffId)).toEqual([]);
  });

  it('refuses a company account with no staff account of its e-mail', async () => {
    const sub = `idp-${randomBytes(6).toString('hex')}`;
    const email = `nobody-${sub}@acme.test`;
    idp.addAccount({ sub, email, emailVerified: true });
    const jar = new CookieJar();
    const back = await callback(jar, await throughProvider(jar, sub));
    expect(loginErrorOf(back.url)).toBe('unknown_account');
    expect(sessionCookie(jar)).toBeUndefined();
    const log = await server.db
      .selectFrom('audit_log')
      .select(['kind', 'surface', 'detail'])
      .where('email', '=', email)
      .execute();
    expect(log).toEqual([
      { kind: 'sign_in_failed', surface: 'staff', detail: { via: 'oidc', reason: 'unknown_account' } },
    ]);
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const staff = await createStaffAccount(server.db, { role: 'read_only' });
    const sub = `idp-${randomBytes(6).toString('hex')}`;
    idp.addAccount({ sub, email: staff.email, emailVerified: false });
    const jar = new CookieJar();
    const back = await callback(jar, await throughProvider(jar, sub));
    expect(loginErrorOf(back.url)).toBe('email_not_verified');
    expect(await sessionsOf(staff.staffId)).toEqual([]);
    const row = await server.db
      .selectFrom('staff_accounts')
      .select('oidc_subject')
      .where('id', '=', staff.staffId)
      .executeTakeFirstOrThrow();
    expect(row.oidc_subject).toBeNull();
  });

  it('refuses a disabled account, at the first sign-in and once linked', async () => {
    const disabled = await member('disabled');
    const jar = new CookieJar();
    expect(loginErrorOf((await callback(jar, await throughProvider(jar, disabled.sub))).url)).toBe(
      'account_disabled',
    );
    expect(await sessionsOf(disabled.staffId)).toEqual([]);

    const linked = await member();
    const first = new CookieJar();
    await callback(first, await throughProvider(first, linked.sub));
    await server.db
      .updateTable('staff_accounts')
      .set({ status: 'disabled' })
      .where('id', '=', linked.staffId)
      .execute();
    const again = new CookieJar();
    expect(loginErrorOf((await callback(again, await throughProvider(again, linked.sub))).url)).toBe(
      'account_disabled',
    );
    expect(sessionCookie(again)).toBeUndefined();
    expect(await sessionsOf(linked.staffId)).toHaveLength(1);
  });

  it('names the provider refusing (the member cancelled) on the login page', async () => {
    // the provider's error answer (RFC 6749 4.1.2.1) to the state the start made
    const start = await fetch(`${server.url}${staffOidcStartCall.path}`, { redirect: 'manual' });
    const own = new CookieJar();
    own.store(new URL(server.url), start);
    const authorize = new URL(start.headers.get('location')!);
    const cancelled = new URL(`${server.url}${staffOidcCallbackCall.path}`);
    cancelled.searchParams.set('error', 'access_denied');
    cancelled.searchParams.set('state', authorize.searchParams.get('state')!);
    cancelled.searchParams.set('iss', idp.issuer);
    expect(loginErrorOf((await callback(own, cancelled)).url)).toBe('provider_refused');
  });

  it('refuses the password sign-in while the company sign-in is on', async () => {
    for (const [path, body] of [
      [staffSignInStartCall.path, { email: 'someone@acme.test' }],
      [staffSignInFinishCall.path, { challengeId: 'x', clientEphemeral: 'ab', clientProof: 'ab' }],
      [staffSecondFactorCall.path, { secondFactorToken: 'x', code: '123456' }],
    ] as const) {
      const res = await api(server, path, { method: 'POST', body });
      expect(res.status, path).toBe(403);
      expect(res.json, path).toMatchObject({ code: 'use-company-sign-in' });
      expect(String(res.json.message)).toMatch(/company account/);
    }
  });
});

describe('without the company identity provider', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain.close());

  it('offers the password sign-in and sends a start back to the login page', async () => {
    expect((await api(plain, staffSignInOptionsCall.path)).json).toEqual({ method: 'password' });
    const start = await fetch(`${plain.url}${staffOidcStartCall.path}`, { redirect: 'manual' });
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toBe('/staff/login?signInError=not_configured');
    const res = await api(plain, staffSignInStartCall.path, {
      method: 'POST',
      body: { email: 'a@acme.test' },
    });
    expect(res.status).toBe(200);
  });
});
