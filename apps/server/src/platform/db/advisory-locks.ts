// Transaction-scoped advisory locks on named keys: what makes "count, then take a slot" one step for
// the limits (decision 034). Two requests that lock the same key run their count and insert one after
// the other; other keys are not held up. The locks are released when the transaction ends.
import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Locks `keys` for the rest of the transaction `tx`. Always in one order (sorted), so that two
 * transactions locking overlapping keys cannot wait for each other.
 */
export async function lockKeys(tx: Db, keys: readonly string[]): Promise<void> {
  const sorted = [...new Set(keys)].sort();
  // one round trip for all of them: unnest hands the rows over in the array's order
  await sql`
    select pg_advisory_xact_lock(hashtextextended(k, 0))
      from unnest(${sorted}::text[]) with ordinality as key(k, n)
     order by n`.execute(tx);
}
