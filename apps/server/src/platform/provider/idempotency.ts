// Idempotency keys of provider writes (issue 17 point 3, decision 050), kept per API client. The rule
// itself (reserve in one statement, replay, 422, 409, release on failure, 24 hours) is shared with the
// vendor and staff APIs (platform/http/idempotency-keys.ts, decision 101); here the header is required.
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import {
  IDEMPOTENCY_KEY_PATTERN,
  pruneKeys,
  releaseKey as releaseStoredKey,
  reserveKey as reserveStoredKey,
  storeAnswer as storeKeyAnswer,
  type IdempotencyKeyStore,
  type Reservation,
  type StoredAnswer,
} from '../http/idempotency-keys.ts';

export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_HOURS,
  canonicalJson,
  requestHashOf,
  type Reservation,
  type StoredAnswer,
} from '../http/idempotency-keys.ts';

const PROVIDER_KEYS: IdempotencyKeyStore = { table: 'provider_idempotency_keys', owner: 'client_id' };

export function idempotencyKeyOf(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new AppError(
      'bad_request',
      'Every write needs an Idempotency-Key header (1 to 255 visible characters, unique per change, e.g. a UUID).',
      { reason: 'missing-idempotency-key' },
    );
  }
  return header;
}

export const reserveKey = (
  db: Db,
  clientId: string,
  key: string,
  requestHash: string,
): Promise<Reservation> => reserveStoredKey(db, PROVIDER_KEYS, clientId, key, requestHash);

export const storeAnswer = (db: Db, clientId: string, key: string, answer: StoredAnswer): Promise<void> =>
  storeKeyAnswer(db, PROVIDER_KEYS, clientId, key, answer);

export const releaseKey = (db: Db, clientId: string, key: string): Promise<void> =>
  releaseStoredKey(db, PROVIDER_KEYS, clientId, key);

/** Housekeeping: keys past their 24 hours. */
export const pruneIdempotencyKeys = (db: Db): Promise<number> => pruneKeys(db, PROVIDER_KEYS);
