// A real OpenID provider for the tests (decision 064): `oidc-provider` on 127.0.0.1 (a free port),
// with one confidential client whose redirect URI is the test server's callback, PKCE required, and
// accounts the test adds (subject, e-mail, whether the e-mail is verified). Its own development
// interactions are off: the login "page" here is a plain form that names the account to sign in as
// (the test's fetch driver, or Chromium in the e2e, submits it); consent is granted at once, as a
// company's provider does for its own applications.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

export type IdpAccount = { sub: string; email: string; emailVerified?: boolean; name?: string };

export type TestIdp = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** the settings a test server takes (STAFF_OIDC_*) */
  env: Record<string, string>;
  addAccount(account: IdpAccount): void;
  close(): Promise<void>;
};

export const TEST_IDP_CLIENT_ID = 'vendor-portal-staff';

/**
 * The server's settings for a provider at `issuer`: the server may start first (it reads the
 * provider's metadata at the first sign-in), so that the provider can name the server's callback.
 */
export function testIdpEnv(issuer: string, clientSecret: string): Record<string, string> {
  return {
    STAFF_OIDC_ISSUER: issuer,
    STAFF_OIDC_CLIENT_ID: TEST_IDP_CLIENT_ID,
    STAFF_OIDC_CLIENT_SECRET: clientSecret,
    STAFF_OIDC_PROVIDER_NAME: 'Acme Facilities',
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the provider. `redirectUri` is the callback of the server under test (PUBLIC_URL +
 * /staff/api/oidc/callback); `port` may be fixed (the e2e), else a free one is taken.
 */
export async function startTestIdp(options: {
  redirectUri: string;
  port?: number;
  clientSecret?: string;
}): Promise<TestIdp> {
  const accounts = new Map<string, IdpAccount>();
  const clientId = TEST_IDP_CLIENT_ID;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', use: 'sig', alg: 'RS256' };

  const http: Server = createServer();
  await new Promise<void>((resolve) => http.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);

  /** The login form, or, at the consent prompt, the grant and back to the provider. */
  async function interaction(req: IncomingMessage, res: ServerResponse, path: string) {
    const details = await provider.interactionDetails(req, res);
    const uid = details.uid;
    if (req.method === 'POST' && path.endsWith('/login')) {
      const login = (await formOf(req)).get('login') ?? '';
      const account = accounts.get(login) ?? [...accounts.values()].find((a) => a.email === login);
      if (!account) {
        res.writeHead(401, { 'content-type': 'text/html' }).end('<p>Unknown account at the provider.</p>');
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        {
          mergeWithLastSubmission: false,
        },
      );
      return;
    }
    if (details.prompt.name === 'consent') {
      const accountId = details.session?.accountId;
      const clientId = details.params.client_id as string;
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: accountId!, clientId });
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (missing.missingOIDCScope) grant!.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant!.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant!.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="en"><head><title>Company sign-in</title></head><body><main>
        <h1>Company sign-in</h1>
        <form method="post" action="/interaction/${escapeHtml(uid)}/login">
          <label for="login">Company e-mail</label> <input id="login" name="login" autocomplete="username">
          <button type="submit">Continue</button>
        </form></main></body></html>`,
    );
  }

  const callback = provider.callback();
  http.on('request', (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith('/interaction/')) {
      interaction(req, res, path).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      });
      return;
    }
    void callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    env: testIdpEnv(issuer, clientSecret),
    addAccount(account) {
      accounts.set(account.sub, account);
    },
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

/** A browser's cookies for the tests' fetch driver: per host (ports share cookies, as in browsers). */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.cookies.get(url.hostname) ?? new Map<string, string>())]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  store(url: URL, res: Response): void {
    const jar = this.cookies.get(url.hostname) ?? new Map<string, string>();
    this.cookies.set(url.hostname, jar);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const gone = attributes.some((a) => {
        const [k, v] = a.trim().split('=');
        const key = k!.toLowerCase();
        return (
          (key === 'max-age' && Number(v) <= 0) || (key === 'expires' && Date.parse(v ?? '') < Date.now())
        );
      });
      if (gone || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  get(hostname: string, name: string): string | undefined {
    return this.cookies.get(hostname)?.get(name);
  }
}

/**
 * Follows redirects as a browser does, with `jar`, until `stop` says a URL is where to stop (not
 * fetched), or an answer is not a redirect. Answers that URL, and the last answer if one was read.
 */
export async function browse(
  jar: CookieJar,
  start: string,
  stop: (url: URL) => boolean = () => false,
  init: { method?: string; form?: Record<string, string> } = {},
): Promise<{ url: URL; res?: Response; text?: string }> {
  let url = new URL(start);
  let method = init.method ?? 'GET';
  let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
  for (let hops = 0; hops < 20; hops++) {
    if (hops > 0 && stop(url)) return { url };
    const headers: Record<string, string> = { cookie: jar.header(url) };
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    jar.store(url, res);
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.arrayBuffer();
      url = new URL(location, url);
      method = 'GET';
      body = undefined;
      continue;
    }
    return { url, res, text: await res.text() };
  }
  throw new Error(`too many redirects from ${start}`);
}
