// One click, one effect (issue 38 point 2, decision 101): every write (POST, PUT, PATCH, DELETE) of a
// signed-in vendor user on /api and of a staff member on /staff/api honours an Idempotency-Key header
// with the provider API's rule (idempotency-keys.ts): the first request reserves the key and runs, a
// repeat with the same request gets the first answer (status and body, `Idempotent-Replayed: true`),
// another request with the key is 422, a failed request releases it, and keys live 24 hours. Keys are
// kept per principal ('user:<id>', 'staff:<id>'): one user's key never meets another's.
//
// Where it differs from the provider API: the header is optional (a client written against the spec
// without it keeps working; the web app always sends one), and a repeat that arrives while the first
// runs waits for its answer (up to `waitMs`, then 409) instead of being told 409 at once, so that a
// double click's second request shows the same answer as the first. Public calls (sign-in, password
// links, announcement links) take no key: there is no principal to keep it for (they ignore the header).
// Calls whose answer is a file or a stream (`produces`) take no key either: their answer is not kept.
//
// Root hooks, so that they cover every route however it is registered: the key is reserved in
// preHandler, after the session guard (onRequest, before the body is read) and after the body was
// validated; the answer is kept onSend, before compression, as the client receives it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  pruneKeys,
  releaseKey,
  requestHashOf,
  reserveKey,
  storeAnswer,
  type IdempotencyKeyStore,
} from './idempotency-keys.ts';

export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

const WRITE_KEYS: IdempotencyKeyStore = { table: 'idempotency_keys', owner: 'owner' };
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SURFACES = ['/api/', '/staff/api/'];
/** how long a repeat waits for the first request's answer before it is told 409 */
const DEFAULT_WAIT_MS = 10_000;

type HeldKey = { owner: string; key: string };

declare module 'fastify' {
  // module augmentation merges only with an interface
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** the Idempotency-Key this write holds until its answer is kept (or released) */
    heldIdempotencyKey: HeldKey | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** the answer's fields that show a secret once: never kept with a key (the contract's notReplayed) */
    notReplayed?: readonly string[];
  }
}

/** Whose key it is: the signed-in vendor user or staff member; null for a public call. */
function ownerOf(request: FastifyRequest): string | null {
  if (request.session) return `user:${request.session.userId}`;
  if (request.staff) return `staff:${request.staff.staffId}`;
  return null;
}

function takesKey(request: FastifyRequest): boolean {
  if (!WRITE_METHODS.has(request.method)) return false;
  const route = request.routeOptions.url;
  if (!route || !SURFACES.some((surface) => route.startsWith(surface))) return false;
  // a file or stream answer (the contract's `produces`) is not kept for a replay
  const schema = request.routeOptions.schema as { produces?: unknown } | undefined;
  return schema?.produces === undefined;
}

/**
 * Whether the body is JSON as parsed (nothing, a primitive, an array, a plain object), which a key's
 * request hash can be made of. The Excel export reads its body as a stream in a scope of its own
 * (work-orders.routes.ts): hashing that object walked the socket's whole graph without end and took a
 * server's heap (the e2e run after decision 101). Such a write takes no key; its button runs once.
 */
function isParsedJson(body: unknown): boolean {
  if (body === undefined || body === null || typeof body !== 'object') return typeof body !== 'function';
  if (Array.isArray(body)) return true;
  const prototype: unknown = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError(
      'bad_request',
      'The Idempotency-Key header must be 1 to 255 visible characters, unique per change (e.g. a UUID).',
      { reason: 'bad-idempotency-key' },
    );
  }
  return header;
}

/** The kept body of a JSON answer, or undefined when the answer cannot be kept as JSON. */
function keptBody(reply: FastifyReply, payload: unknown): { body: unknown } | undefined {
  if (payload === undefined || payload === null || payload === '') return { body: null };
  if (typeof payload !== 'string') return undefined;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!type.startsWith('application/json')) return undefined;
  try {
    return { body: JSON.parse(payload) as unknown };
  } catch {
    return undefined;
  }
}

/** The answer's fields that show a secret once (the contract's `notReplayed`, passed as route config). */
function notReplayedOf(request: FastifyRequest): readonly string[] {
  return request.routeOptions.config.notReplayed ?? [];
}

/**
 * The answer as it is kept for a replay: without the secrets it shows once (a staff member's temporary
 * password, an API client's or a webhook's secret). They are never stored with the key, and a replay
 * answers without them, as the provider's calls do (decision 095).
 */
function withoutSecrets(body: unknown, fields: readonly string[]): unknown {
  if (fields.length === 0 || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([name]) => !fields.includes(name)));
}

export function registerIdempotentWrites(
  app: FastifyInstance,
  db: Db,
  options: { waitMs?: number } = {},
): void {
  const waitMs = options.waitMs ?? DEFAULT_WAIT_MS;
  app.decorateRequest('heldIdempotencyKey', null);

  const release = async (request: FastifyRequest): Promise<void> => {
    const held = request.heldIdempotencyKey;
    if (!held) return;
    request.heldIdempotencyKey = null;
    await releaseKey(db, WRITE_KEYS, held.owner, held.key);
  };

  app.addHook('preHandler', async (request, reply) => {
    if (!takesKey(request)) return;
    const owner = ownerOf(request);
    if (owner === null) return;
    const key = keyOf(request);
    if (key === null || !isParsedJson(request.body)) return;
    const hash = requestHashOf(request.method, request.url, request.body);
    const reservation = await reserveKey(db, WRITE_KEYS, owner, key, hash, { waitMs });
    if (reservation.kind === 'reserved') {
      request.heldIdempotencyKey = { owner, key };
      return;
    }
    const { answer } = reservation;
    void reply.code(answer.statusCode).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (answer.etag) void reply.header('etag', answer.etag);
    if (answer.body === null) return reply.send();
    // the kept JSON as text, so that no serializer writes it again
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.heldIdempotencyKey;
    if (!held) return payload;
    const kept = reply.statusCode < 400 ? keptBody(reply, payload) : undefined;
    if (!kept) {
      // a failure (the client may retry with the key) or an answer that cannot be kept
      await release(request);
      return payload;
    }
    request.heldIdempotencyKey = null;
    const etag = reply.getHeader('etag');
    await storeAnswer(db, WRITE_KEYS, held.owner, held.key, {
      statusCode: reply.statusCode,
      body: withoutSecrets(kept.body, notReplayedOf(request)),
      etag: typeof etag === 'string' ? etag : null,
    });
    return payload;
  });

  // an answer never sent through onSend (a hijacked reply): the key is not kept. Not on a client's
  // abort: the handler still runs, and a repeat must not run beside it
  app.addHook('onResponse', release);
}

/** Housekeeping: the /api and /staff/api keys past their 24 hours. */
export const pruneWriteKeys = (db: Db): Promise<number> => pruneKeys(db, WRITE_KEYS);
