// The staff sign-in through the company's identity provider (issue 18 point 1, decision 064):
// OpenID Connect authorization code with PKCE, through `openid-client` 6. `start` makes a state, a
// nonce and a PKCE verifier, stores them (the state as SHA-256) bound to a random value the browser
// keeps in a short-lived cookie, and answers the provider's authorization URL. `callback` takes the
// stored row once (a forged, replayed or expired state finds none; a state started in another browser
// does not match its cookie), lets openid-client exchange the code with the verifier and check the ID
// token (signature, issuer, audience, expiry, nonce), then finds the staff account by the provider's
// subject, or at its first sign-in by the verified e-mail (and ties the subject to it), and opens a
// staff session exactly as the password and TOTP sign-in does.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { StaffOidcError } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordAudit } from '../../platform/identity/audit-log.repository.ts';
import { recordStaffAction } from '../../platform/identity/staff-audit-log.repository.ts';
import {
  STAFF_SESSION_MAX_SECONDS,
  insertStaffSession,
} from '../../platform/identity/staff-sessions.repository.ts';
import type { StaffTokenService } from '../../platform/identity/staff-token-service.ts';
import {
  deleteExpiredOidcStates,
  insertOidcState,
  linkOidcSubject,
  lockStaffByEmail,
  lockStaffBySubject,
  takeOidcState,
} from './staff-oidc.repository.ts';

/** From the redirect to the provider to its callback: time to sign in there, with a second factor. */
export const OIDC_STATE_TTL_SECONDS = 600;
export const OIDC_CALLBACK_PATH = '/staff/api/oidc/callback';

export type StaffOidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  providerName: string;
};

export type StaffOidcDeps = {
  db: Db;
  tokens: StaffTokenService;
  settings: StaffOidcSettings;
  /** PUBLIC_URL: the callback the provider redirects to is this + OIDC_CALLBACK_PATH */
  publicUrl: string;
  log: FastifyBaseLogger;
};

export type OidcStart = { redirectTo: string; browserValue: string };
export type OidcOutcome =
  { ok: true; token: string; maxAgeSeconds: number } | { ok: false; error: StaffOidcError };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Plain http only to a provider on this machine (the tests'); every other issuer is https. */
function isLoopback(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** Thrown inside the callback's transaction: the account was refused; nothing it did is kept. */
class Refused extends Error {
  readonly error: StaffOidcError;
  readonly staffId: number | null;
  constructor(error: StaffOidcError, staffId: number | null = null) {
    super(error);
    this.error = error;
    this.staffId = staffId;
  }
}

export type StaffOidcService = ReturnType<typeof createStaffOidcService>;

export function createStaffOidcService(deps: StaffOidcDeps) {
  const { db, settings } = deps;
  const redirectUri = `${deps.publicUrl}${OIDC_CALLBACK_PATH}`;
  const issuer = new URL(settings.issuer);
  let discovered: Promise<client.Configuration> | undefined;

  /** The provider's metadata, read at the first sign-in (the server starts while the provider is down) and kept. */
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        issuer,
        settings.clientId,
        { client_secret: settings.clientSecret },
        client.ClientSecretBasic(settings.clientSecret),
        {
          timeout: 10,
          ...(isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((err: unknown) => {
        discovered = undefined; // tried again at the next sign-in
        throw err;
      });
    return discovered;
  }

  const refusedLog = async (
    reason: string,
    ip: string,
    who: { email?: string | null; staffId?: number | null },
  ) =>
    recordAudit(db, {
      kind: 'sign_in_failed',
      surface: 'staff',
      email: who.email ?? null,
      staffId: who.staffId ?? null,
      ip,
      detail: { via: 'oidc', reason },
    });

  return {
    providerName: settings.providerName,

    async start(): Promise<OidcStart | { error: StaffOidcError }> {
      let config: client.Configuration;
      try {
        config = await configuration();
      } catch (err) {
        deps.log.warn(
          { oidcError: errorSummary(err) },
          'staff OIDC: the identity provider could not be discovered',
        );
        return { error: 'provider_unavailable' };
      }
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const browserValue = randomBytes(32).toString('base64url');
      await db.transaction().execute(async (tx) => {
        await deleteExpiredOidcStates(tx);
        await insertOidcState(tx, {
          stateHash: sha256(state),
          browserHash: sha256(browserValue),
          nonce,
          codeVerifier,
          ttlSeconds: OIDC_STATE_TTL_SECONDS,
        });
      });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { redirectTo: url.href, browserValue };
    },

    /**
     * The provider's redirect back, as `query` (the callback URL's query string); `browserValue` is
     * the start's cookie, if the browser sent it.
     */
    async callback(query: string, browserValue: string | undefined, ip: string): Promise<OidcOutcome> {
      const currentUrl = new URL(`${redirectUri}${query}`);
      const state = currentUrl.searchParams.get('state');
      // taken once, whatever follows: a second use of the same state (and code) finds nothing
      const stored = state ? await takeOidcState(db, sha256(state)) : undefined;
      if (!state || !stored || stored.expired) {
        await refusedLog(state ? 'state_unknown_or_expired' : 'state_missing', ip, {});
        return { ok: false, error: 'sign_in_expired' };
      }
      // started in another browser (someone else's sign-in pushed into this one): refused
      if (!browserValue || sha256(browserValue) !== stored.browser_hash) {
        await refusedLog('state_of_another_browser', ip, {});
        return { ok: false, error: 'sign_in_expired' };
      }
      if (currentUrl.searchParams.has('error')) {
        // the provider refused (the member cancelled, or has no access to this application)
        await refusedLog(`provider_${(currentUrl.searchParams.get('error') ?? '').slice(0, 40)}`, ip, {});
        return { ok: false, error: 'provider_refused' };
      }

      let claims: { sub: string; email?: unknown; email_verified?: unknown };
      try {
        const config = await configuration();
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: stored.code_verifier,
          expectedState: state,
          expectedNonce: stored.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new Error('no ID token');
        claims = idClaims;
        // many providers put the e-mail only in the userinfo answer to a code flow
        if (typeof idClaims.email !== 'string' || idClaims.email_verified === undefined) {
          const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { sub: idClaims.sub, email: info.email, email_verified: info.email_verified };
        }
      } catch (err) {
        deps.log.warn(
          { oidcError: errorSummary(err) },
          'staff OIDC: the code exchange or the ID token was refused',
        );
        await refusedLog('token_refused', ip, {});
        return { ok: false, error: 'provider_refused' };
      }

      const subject = claims.sub;
      const email =
        typeof claims.email === 'string' && claims.email_verified === true
          ? claims.email.trim().toLowerCase()
          : null;
      try {
        const signedIn = await db.transaction().execute(async (tx) => {
          const bySubject = await lockStaffBySubject(tx, settings.issuer, subject);
          let account = bySubject;
          if (!account) {
            if (!email) throw new Refused('email_not_verified');
            // the first sign-in: the account of that e-mail, not yet tied to a subject of this provider
            const byEmail = await lockStaffByEmail(tx, email);
            if (!byEmail) throw new Refused('unknown_account');
            if (byEmail.status !== 'active') throw new Refused('account_disabled', byEmail.id);
            if (byEmail.oidc_subject !== null && byEmail.oidc_issuer === settings.issuer)
              // tied to another subject of this provider: someone else now holds that e-mail there
              throw new Refused('unknown_account', byEmail.id);
            await linkOidcSubject(tx, byEmail.id, settings.issuer, subject);
            await recordStaffAction(tx, {
              actor: { staffId: byEmail.id, email: byEmail.email },
              action: 'staff.oidc_linked',
              subjectType: 'staff',
              subjectId: byEmail.id,
              before: { oidcLinked: byEmail.oidc_subject !== null, oidcIssuer: byEmail.oidc_issuer },
              after: { oidcLinked: true, oidcIssuer: settings.issuer },
              ip,
            });
            account = byEmail;
          }
          if (account.status !== 'active') throw new Refused('account_disabled', account.id);
          const sessionId = await insertStaffSession(tx, account.id);
          await recordStaffAction(tx, {
            actor: { staffId: account.id, email: account.email },
            action: 'staff.signed_in',
            subjectType: 'staff',
            subjectId: account.id,
            before: null,
            after: { via: 'oidc' },
            ip,
          });
          return { staffId: account.id, email: account.email, sessionId };
        });
        await recordAudit(db, {
          kind: 'sign_in',
          surface: 'staff',
          staffId: signedIn.staffId,
          email: signedIn.email,
          ip,
          detail: { via: 'oidc' },
        });
        const token = await deps.tokens.issue(
          { staffId: signedIn.staffId, sessionId: signedIn.sessionId },
          STAFF_SESSION_MAX_SECONDS,
        );
        return { ok: true, token, maxAgeSeconds: STAFF_SESSION_MAX_SECONDS };
      } catch (err) {
        if (!(err instanceof Refused)) throw err;
        await refusedLog(err.error, ip, { email, staffId: err.staffId });
        return { ok: false, error: err.error };
      }
    },
  };
}

/** What the log keeps of a refused exchange: the error's kind and words, never a token or code. */
function errorSummary(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const coded = err as Error & { code?: unknown; error?: unknown; error_description?: unknown };
  return {
    type: err.name,
    message: err.message,
    ...(typeof coded.code === 'string' ? { code: coded.code } : {}),
    ...(typeof coded.error === 'string' ? { error: coded.error } : {}),
    ...(typeof coded.error_description === 'string' ? { description: coded.error_description } : {}),
  };
}
