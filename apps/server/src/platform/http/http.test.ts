// The HTTP layer as a client sees it: health, security headers, request ids, error bodies, sessions.
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { SignJWT, generateKeyPair, importJWK, type JWK } from 'jose';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { getStatesCall, logoutCall, portalSettingsCall, validateVendorPortalUserCall } from '@vp/contracts';

const server = testServerForFile();

describe('health', () => {
  it('/healthz says the process is up and /readyz that the database answers', async () => {
    expect((await api(server, '/healthz')).json).toEqual({ status: 'ok' });
    const ready = await api(server, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready' });
  });
});

describe('security headers', () => {
  it('sends a strict CSP, HSTS, nosniff and a referrer policy on every answer', async () => {
    for (const path of ['/healthz', '/api/no-such-call']) {
      const { headers } = await api(server, path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/script-src 'self'(;|$)/); // no 'unsafe-inline', no nonce for scripts
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/base-uri 'none'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends the whole set, made once, with a fresh style nonce on each answer (decision 087)', async () => {
    const nonces = new Set<string>();
    for (const path of ['/healthz', '/api/no-such-call', '/healthz']) {
      const { headers } = await api(server, path);
      const csp = headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([A-Za-z0-9+/=]{24})'/.exec(csp)?.[1] ?? '';
      expect(csp).toBe(
        "default-src 'self';script-src 'self';" +
          `style-src 'self' 'nonce-${nonce}';` +
          "img-src 'self' data: blob:;font-src 'self' data:;" +
          `connect-src ${["'self'", ...server.blobs.origins].join(' ')};` +
          "object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self';" +
          "worker-src 'self';manifest-src 'self'",
      );
      nonces.add(nonce);
      // helmet 8's defaults for the rest, as the portal sent them while helmet made them
      for (const [name, value] of Object.entries({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      }))
        expect(headers.get(name), name).toBe(value);
      expect(headers.get('x-powered-by')).toBeNull();
    }
    expect(nonces.size).toBe(3);
  });

  it("gives every answer a request id, keeping the caller's", async () => {
    const own = await api(server, '/healthz', { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(own.headers.get('x-request-id')).toBe('trace-abc-123');
    const generated = await api(server, '/healthz');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI', () => {
  it('describes the API calls from their schemas', async () => {
    const res = await api(server, '/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.json.paths as Record<string, unknown>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        validateVendorPortalUserCall.path,
        portalSettingsCall.path,
        getStatesCall.path,
      ]),
    );
    expect(JSON.stringify(paths[portalSettingsCall.path])).toContain('woHistoryMonthLimit');
  });
});

describe('caching', () => {
  it('marks every API answer no-store, refusals included, and leaves the web app its own', async () => {
    const { token } = await server.signIn();
    for (const [path, status] of [
      [validateVendorPortalUserCall.path, 200],
      [portalSettingsCall.path, 200],
      ['/api/unknown', 404],
    ] as const) {
      const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    const signedOut = await fetch(`${server.url}/api/get-portal-settings`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${server.url}/healthz`)).headers.get('cache-control')).toBeNull();
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await api(server, '/api/no-such-call');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Not found.', message: 'Not found.', statusCode: 404 });
  });
});

describe('sessions', () => {
  /** The ID token's claims of a new session's user, to issue other tokens of that session. */
  const sessionClaims = (user: Awaited<ReturnType<typeof server.signIn>>) => ({
    userId: user.userId,
    vendorId: user.vendorId,
    email: user.email,
    sessionId: user.sessionId,
  });

  it('answers 401 without a session, and 200 with the user for a valid one', async () => {
    expect((await server.call(validateVendorPortalUserCall)).status).toBe(401);
    const user = await server.signIn();
    const res = await server.call(validateVendorPortalUserCall, {}, { as: user });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ userId: user.userId, vendorId: user.vendorId, email: user.email });
  });

  it('refuses forged, tampered, expired, wrong-audience and alg-none tokens', async () => {
    const user = await server.signIn();
    const foreignKey = (await generateKeyPair('ES256')).privateKey;
    const claims = { vendorId: user.vendorId, email: user.email, typ: 'id' };
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject(String(user.userId))
      .setIssuer('vendor-portal')
      .setAudience('vendor-portal-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(foreignKey);
    const [h, p, s] = user.token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = [
      h,
      Buffer.from(JSON.stringify({ ...payload, vendorId: 1 })).toString('base64url'),
      s,
    ].join('.');
    const algNone = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      p,
      '',
    ].join('.');
    for (const token of [forged, tampered, algNone, 'not-a-jwt']) {
      const res = await server.call(validateVendorPortalUserCall, {}, { as: { token } });
      expect(res.status, token.slice(0, 20)).toBe(401);
    }
  });

  it('refuses an expired token and a token without a session, though signed with the real key', async () => {
    const claims = sessionClaims(await server.signIn());
    const expired = await server.tokens.issueIdToken(claims, { expiresInSeconds: -5 });
    const res = await server.call(validateVendorPortalUserCall, {}, { as: { token: expired } });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('Your session has expired or is not valid. Please sign in again.');
    const noSession = await server.tokens.issueIdToken({ ...claims, sessionId: randomUUID() });
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: noSession } })).status).toBe(
      401,
    );
    // a token claiming another user's session
    const other = await server.signIn();
    const borrowed = await server.tokens.issueIdToken({ ...claims, sessionId: other.sessionId });
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: borrowed } })).status).toBe(
      401,
    );
  });

  it('refuses a token it accepted before once it expires, and its altered copies meanwhile (decision 068)', async () => {
    const claims = sessionClaims(await server.signIn());
    const short = await server.tokens.issueIdToken(claims, { expiresInSeconds: 2 });
    const exp = (JSON.parse(Buffer.from(short.split('.')[1]!, 'base64url').toString()) as { exp: number })
      .exp;
    // accepted, so its verification is remembered
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: short } })).status).toBe(200);
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: short } })).status).toBe(200);
    const [h, p, sig] = short.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    const otherVendor = [
      h,
      Buffer.from(JSON.stringify({ ...payload, vendorId: 1 })).toString('base64url'),
      sig,
    ];
    const flipped = sig!.slice(0, 10) + (sig![10] === 'A' ? 'B' : 'A') + sig!.slice(11);
    for (const token of [otherVendor.join('.'), [h, p, flipped].join('.'), `${short}A`]) {
      expect((await server.call(validateVendorPortalUserCall, {}, { as: { token } })).status, token).toBe(
        401,
      );
    }
    // past its exp (whole seconds), the remembered token is refused like any expired one
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    const late = await server.call(validateVendorPortalUserCall, {}, { as: { token: short } });
    expect(late.status).toBe(401);
    expect(late.json.error).toBe('Your session has expired or is not valid. Please sign in again.');
  });

  it('refuses tokens signed with the real key but for another audience, issuer or type, or HS256', async () => {
    const user = await server.signIn();
    const key = await server.db.selectFrom('signing_keys').selectAll().executeTakeFirstOrThrow();
    const privateKey = await importJWK(JSON.parse(key.private_jwk) as JWK, 'ES256');
    const sign = (
      payload: Record<string, unknown>,
      audience = 'vendor-portal-web',
      issuer = 'vendor-portal',
    ) =>
      new SignJWT({ vendorId: user.vendorId, email: user.email, typ: 'id', sid: user.sessionId, ...payload })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid })
        .setSubject(String(user.userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey);
    // the same claims as a real token: accepted, so the refusals below are for the one changed part
    expect(
      (await server.call(validateVendorPortalUserCall, {}, { as: { token: await sign({}) } })).status,
    ).toBe(200);
    const hs256 = await new SignJWT({ vendorId: user.vendorId, typ: 'id', sid: user.sessionId })
      .setProtectedHeader({ alg: 'HS256', kid: key.kid })
      .setSubject(String(user.userId))
      .setIssuer('vendor-portal')
      .setAudience('vendor-portal-web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(Buffer.from(key.public_jwk));
    const refused = [
      await sign({}, 'another-app'),
      await sign({}, 'vendor-portal-web', 'someone-else'),
      await sign({ typ: 'refresh' }),
      await sign({ sid: undefined }),
      hs256,
    ];
    for (const token of refused) {
      expect((await server.call(validateVendorPortalUserCall, {}, { as: { token } })).status).toBe(401);
    }
  });

  it('refuses a token after logout', async () => {
    const user = await server.signIn();
    expect((await server.call(validateVendorPortalUserCall, {}, { as: user })).status).toBe(200);
    expect((await server.call(logoutCall, {}, { as: user })).status).toBe(204);
    const res = await server.call(validateVendorPortalUserCall, {}, { as: user });
    expect(res.status).toBe(401);
  });

  it('refuses a disabled user at once, even with an unexpired token', async () => {
    const user = await server.signIn();
    await server.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', user.userId).execute();
    const res = await server.call(validateVendorPortalUserCall, {}, { as: user });
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('Your account is not active on the vendor portal.');
  });
});
