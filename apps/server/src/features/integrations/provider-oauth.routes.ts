// POST /provider/oauth/token: the OAuth 2.0 client-credentials grant (RFC 6749 section 4.4). The
// client authenticates by HTTP Basic or by client_id/client_secret in the form; errors are RFC 6749
// section 5.2 bodies ({error, error_description}), not problem details, as OAuth clients expect.
// Failed requests are limited per client id and per address, counted before the secret is checked
// (provider-token-throttle.ts, decision 099): 429 with Retry-After.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { PROVIDER_TOKEN_PATH, type ProviderTokenResponse } from '@vp/contracts';
import { underProvider, type ProviderApiDeps } from '../../platform/provider/provider-api.ts';
import { authenticateApiClient } from './api-clients.service.ts';
import { reserveTokenAttempt } from './provider-token-throttle.ts';

type OAuthError =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_scope'
  | 'unsupported_grant_type'
  // RFC 6749 section 4.1.2.1's word for "try again later", the nearest it has to a rate limit
  | 'temporarily_unavailable';

function oauthError(reply: FastifyReply, status: 400 | 401 | 429, error: OAuthError, description: string) {
  if (status === 401) void reply.header('www-authenticate', 'Basic realm="provider", charset="UTF-8"');
  return reply.status(status).send({ error, error_description: description });
}

/** RFC 6749 section 2.3.1: Basic credentials are form-urlencoded before base64. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null | 'bad' {
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  if (scheme?.toLowerCase() !== 'basic') return null;
  const decoded = Buffer.from(value ?? '', 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'bad';
  try {
    const form = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    return { id: form(decoded.slice(0, colon)), secret: form(decoded.slice(colon + 1)) };
  } catch {
    return 'bad';
  }
}

export function providerOauthRoutes(deps: ProviderApiDeps): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.post(
      underProvider(PROVIDER_TOKEN_PATH, 'root'),
      { schema: { hide: true } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
        const isForm = (request.headers['content-type'] ?? '').startsWith(
          'application/x-www-form-urlencoded',
        );
        const form =
          isForm && request.body && typeof request.body === 'object'
            ? (request.body as Record<string, string>)
            : null;
        if (!form)
          return oauthError(
            reply,
            400,
            'invalid_request',
            'Send the request as application/x-www-form-urlencoded.',
          );
        if (!form.grant_type) return oauthError(reply, 400, 'invalid_request', 'grant_type is missing.');
        if (form.grant_type !== 'client_credentials')
          return oauthError(
            reply,
            400,
            'unsupported_grant_type',
            `Only grant_type=client_credentials is supported.`,
          );

        const basic = basicCredentials(request.headers.authorization);
        if (basic === 'bad')
          return oauthError(reply, 401, 'invalid_client', 'The Basic credentials cannot be read.');
        const inBody = form.client_id !== undefined || form.client_secret !== undefined;
        if (basic && inBody)
          return oauthError(
            reply,
            400,
            'invalid_request',
            'Authenticate by HTTP Basic or by the form, not both.',
          );
        const id = basic?.id ?? form.client_id ?? '';
        const secret = basic?.secret ?? form.client_secret ?? '';
        let client: Awaited<ReturnType<typeof authenticateApiClient>> = null;
        if (id && secret) {
          const attempt = await reserveTokenAttempt(deps.db, id, request.ip);
          if (attempt.throttled) {
            void reply.header('retry-after', String(attempt.retryAfterSeconds));
            return oauthError(
              reply,
              429,
              'temporarily_unavailable',
              `Too many failed token requests for this client id or from this address; try again in ${attempt.retryAfterSeconds} s.`,
            );
          }
          client = await authenticateApiClient(deps.db, id, secret);
          if (client) await attempt.succeeded();
        }
        if (!client)
          return oauthError(
            reply,
            401,
            'invalid_client',
            'The client id or secret is wrong, or the client is revoked.',
          );

        let scopes = client.scopes;
        if (form.scope !== undefined) {
          const asked = [...new Set(form.scope.split(' ').filter(Boolean))];
          const notGranted = asked.filter((s) => !client.scopes.includes(s));
          if (asked.length === 0 || notGranted.length > 0)
            return oauthError(
              reply,
              400,
              'invalid_scope',
              asked.length === 0
                ? 'scope is empty; leave it out to get every granted scope.'
                : `Not granted to this client: ${notGranted.join(' ')}.`,
            );
          scopes = asked;
        }
        const ttl = deps.settings.tokenTtlSeconds;
        const answer: ProviderTokenResponse = {
          access_token: await deps.tokens.issue({ clientId: id, scopes }, ttl),
          token_type: 'Bearer',
          expires_in: ttl,
          scope: scopes.join(' '),
        };
        return answer;
      },
    );
  };
}
