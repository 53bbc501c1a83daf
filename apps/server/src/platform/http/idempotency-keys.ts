// The Idempotency-Key rule, shared by every surface that takes one (decisions 050 and 101): the provider
// API keeps its keys per API client (provider_idempotency_keys), the vendor /api and the staff
// /staff/api per signed-in user (idempotency_keys). The first request with a key reserves it (one
// statement, so that two concurrent requests with one key cannot both run), runs, and stores its
// answer; a later request with the same key and the same request replays that answer for 24 hours,
// one with another request is refused (422), and one while the first still runs is told to wait (409),
// or, where the surface asks for it, waits a little for the first answer and replays it. A failed
// request releases its key, so that the client may retry with it. A reservation left by a process that
// died mid-request is taken over after a minute.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { AppError } from './app-error.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** the header's value: 1 to 255 visible ASCII characters */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_TTL_HOURS = 24;
const ABANDONED_AFTER_SECONDS = 60;

/** Where a surface keeps its keys: the table and the column that says whose key it is. */
export type IdempotencyKeyStore =
  { table: 'provider_idempotency_keys'; owner: 'client_id' } | { table: 'idempotency_keys'; owner: 'owner' };

export type StoredAnswer = { statusCode: number; body: unknown; etag: string | null };
export type Reservation = { kind: 'reserved' } | { kind: 'replay'; answer: StoredAnswer };

export type ReserveOptions = {
  /**
   * How long a repeat waits for the first request's answer before it is told 409 (0: not at all, the
   * provider API's rule). A double click's second request then gets the first one's answer.
   */
  waitMs?: number;
};

// a piece of canonicalJson's work: text to write as it is, or a value to write
type Piece = { text: string } | { value: unknown };

/**
 * JSON with object keys sorted, so that the same body sent with its keys in another order matches.
 * Iterative (issue 37): the text is exactly what the recursive form wrote, at any depth, without the
 * stack overflow that form met on a deep value.
 */
export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  // the next piece on top; an array or object pushes its parts in reverse
  const stack: Piece[] = [{ value }];
  for (let piece = stack.pop(); piece; piece = stack.pop()) {
    if ('text' in piece) {
      out.push(piece.text);
      continue;
    }
    const at = piece.value;
    if (Array.isArray(at)) {
      stack.push({ text: ']' });
      for (let i = at.length - 1; i >= 0; i--) {
        stack.push({ value: at[i] });
        if (i > 0) stack.push({ text: ',' });
      }
      stack.push({ text: '[' });
    } else if (at !== null && typeof at === 'object') {
      const entries = Object.entries(at as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      stack.push({ text: '}' });
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push({ value: item });
        stack.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` });
      }
      stack.push({ text: '{' });
    } else {
      out.push(JSON.stringify(at) ?? 'null');
    }
  }
  return out.join('');
}

export const requestHashOf = (method: string, url: string, body: unknown): string =>
  createHash('sha256')
    .update(`${method} ${url}\n${canonicalJson(body ?? null)}`)
    .digest('hex');

type KeyRow = { request_hash: string; status_code: number | null; response: unknown; etag: string | null };

const IN_USE = () =>
  new AppError('conflict', 'A request with this Idempotency-Key is still running; retry in a moment.', {
    reason: 'idempotency-key-in-use',
    headers: { 'retry-after': '1' },
  });

/** how often a waiting repeat looks again for the first answer */
const WAIT_STEP_MS = 25;

export async function reserveKey(
  db: Db,
  store: IdempotencyKeyStore,
  owner: string,
  key: string,
  requestHash: string,
  options: ReserveOptions = {},
): Promise<Reservation> {
  const table = sql.table(store.table);
  const ownerColumn = sql.ref(store.owner);
  const waitUntil = Date.now() + (options.waitMs ?? 0);
  // two tries: a row released between our insert and our read is simply reserved again; more while
  // a repeat waits for the first answer
  for (let attempt = 0; attempt < 2 || Date.now() < waitUntil; attempt++) {
    const taken = await sql<{ key: string }>`
      insert into ${table} (${ownerColumn}, key, request_hash)
      values (${owner}, ${key}, ${requestHash})
      on conflict (${ownerColumn}, key) do update
        set request_hash = excluded.request_hash, status_code = null, response = null, etag = null,
            created_at = now()
        where ${table}.created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
           or (${table}.status_code is null
               and ${table}.created_at < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS}))
      returning key
    `.execute(db);
    if (taken.rows.length > 0) return { kind: 'reserved' };
    const existing = await sql<KeyRow>`
      select request_hash, status_code, response, etag from ${table}
      where ${ownerColumn} = ${owner} and key = ${key}
    `.execute(db);
    const row = existing.rows[0];
    if (!row) continue;
    if (row.request_hash !== requestHash) {
      throw new AppError(
        'unprocessable',
        'This Idempotency-Key was used with another request; use a new key for a new change.',
        { reason: 'idempotency-key-reused' },
      );
    }
    if (row.status_code === null) {
      if (Date.now() >= waitUntil) throw IN_USE();
      await sleep(WAIT_STEP_MS);
      continue;
    }
    return { kind: 'replay', answer: { statusCode: row.status_code, body: row.response, etag: row.etag } };
  }
  if (options.waitMs) throw IN_USE();
  throw new AppError('conflict', 'This Idempotency-Key is changing hands; retry in a moment.', {
    reason: 'idempotency-key-in-use',
    headers: { 'retry-after': '1' },
  });
}

export async function storeAnswer(
  db: Db,
  store: IdempotencyKeyStore,
  owner: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await sql`
    update ${sql.table(store.table)}
    set status_code = ${answer.statusCode}, response = ${JSON.stringify(answer.body ?? null)}::jsonb,
        etag = ${answer.etag}
    where ${sql.ref(store.owner)} = ${owner} and key = ${key}
  `.execute(db);
}

export async function releaseKey(
  db: Db,
  store: IdempotencyKeyStore,
  owner: string,
  key: string,
): Promise<void> {
  await sql`
    delete from ${sql.table(store.table)}
    where ${sql.ref(store.owner)} = ${owner} and key = ${key} and status_code is null
  `.execute(db);
}

/** Housekeeping: keys past their 24 hours. */
export async function pruneKeys(db: Db, store: IdempotencyKeyStore): Promise<number> {
  const result = await sql`
    delete from ${sql.table(store.table)}
    where created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
