// The provider API's scope (issue 17, decision 047): everything under /provider answers RFC 9457
// problem details, and every /provider/v1 call passes the guard before its body is read: a valid
// provider access token (a vendor ID token is refused), a client that is not revoked, a call within
// the client's per-minute limit, and the scope the route names in its config.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { ProviderTokenService } from '../identity/provider-token-service.ts';
import { AppError } from '../http/app-error.ts';
import { registerProblemHandlers } from './problem-details.ts';
import { countClientCall } from './api-client-calls.ts';

export const PROVIDER_PREFIX = '/provider';
const V1_PREFIX = '/v1';

/** What a provider call knows of its caller. */
export type ProviderClient = { clientId: string; name: string; scopes: string[] };

declare module 'fastify' {
  // module augmentation merges only with an interface
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    providerClient: ProviderClient | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** the id of the provider call the route was registered from (provider-route.ts) */
    providerCallId?: string;
  }
}

export type ProviderApiDeps = {
  db: Db;
  tokens: ProviderTokenService;
  settings: { tokenTtlSeconds: number; maxCallsPerMinute: number };
};

/** A contract path (/provider/...) as a route inside the provider scope registers it. */
export function underProvider(path: string, scope: 'root' | 'v1' = 'v1'): string {
  const prefix = scope === 'v1' ? PROVIDER_PREFIX + V1_PREFIX : PROVIDER_PREFIX;
  if (!path.startsWith(prefix)) throw new Error(`${path} is not under ${prefix}`);
  return path.slice(prefix.length) || '/';
}

const REALM = 'Bearer realm="provider"';

function bearerOf(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

function invalidToken(detail: string): AppError {
  return new AppError('unauthorized', detail, {
    reason: 'invalid-token',
    headers: { 'www-authenticate': `${REALM}, error="invalid_token"` },
  });
}

export function providerClientOf(request: FastifyRequest): ProviderClient {
  if (!request.providerClient) throw invalidToken('This call needs a provider access token.');
  return request.providerClient;
}

function providerGuard(deps: ProviderApiDeps) {
  return async function guard(request: FastifyRequest): Promise<void> {
    const token = bearerOf(request);
    if (!token) {
      throw new AppError(
        'unauthorized',
        'This call needs a provider access token (Authorization: Bearer), from POST /provider/oauth/token.',
        { reason: 'missing-token', headers: { 'www-authenticate': REALM } },
      );
    }
    const claims = await deps.tokens.verify(token);
    if (!claims) throw invalidToken('The access token is not a valid, unexpired provider access token.');
    const call = await countClientCall(deps.db, claims.clientId);
    if (!call) throw invalidToken('The API client of this access token has been revoked.');
    if (call.count > deps.settings.maxCallsPerMinute) {
      const retryAfter = Math.max(1, Math.ceil(call.secondsLeft));
      throw new AppError(
        'too_many_requests',
        `This API client made more than ${deps.settings.maxCallsPerMinute} calls this minute; try again in ${retryAfter} s.`,
        { reason: 'rate-limited', headers: { 'retry-after': String(retryAfter) } },
      );
    }
    // the token's scopes, less any the client has lost since it was issued
    const scopes = claims.scopes.filter((s) => call.scopes.includes(s));
    const access = request.routeOptions.config.access;
    const needed = access?.kind === 'provider' ? access.scope : undefined;
    if (needed !== 'none' && (needed === undefined || !scopes.includes(needed))) {
      throw new AppError(
        'forbidden',
        `This call needs the scope '${needed ?? '(none declared)'}', which this access token does not carry.`,
        {
          reason: 'insufficient-scope',
          headers: { 'www-authenticate': `${REALM}, error="insufficient_scope", scope="${needed ?? ''}"` },
        },
      );
    }
    request.providerClient = { clientId: claims.clientId, name: call.name, scopes };
  };
}

/**
 * The provider scope: `rootRoutes` under /provider (the token call, which authenticates clients by
 * their secret), `v1Routes` under /provider/v1 behind the guard. A v1 route without its contract's
 * `allow.provider(scope)` stops the start (access-routes.ts), and so does one that does not come from a
 * call's contract (providerRouter).
 */
export function providerApi(
  deps: ProviderApiDeps,
  rootRoutes: FastifyPluginAsync[],
  v1Routes: FastifyPluginAsync[],
): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.decorateRequest('providerClient', null);
    await app.register(
      async (provider) => {
        registerProblemHandlers(provider);
        provider.addHook('onSend', async (_request, reply) => {
          if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        });
        for (const routes of rootRoutes) await provider.register(routes);
        await provider.register(
          async (v1) => {
            v1.addHook('onRoute', (route) => {
              // only a call's contract reaches the OpenAPI document (decision 050)
              if (route.config?.providerCallId === undefined)
                throw new Error(
                  `${route.url}: a provider route must be registered from its call (providerRouter).`,
                );
            });
            v1.addHook('onRequest', providerGuard(deps));
            for (const routes of v1Routes) await v1.register(routes);
          },
          { prefix: V1_PREFIX },
        );
      },
      { prefix: PROVIDER_PREFIX },
    );
  };
}
