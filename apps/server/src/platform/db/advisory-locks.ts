// Transaction-scoped advisory locks on named keys: what makes "count, then take a slot" one step for
// the limits (decision 034). Two requests that lock the same key run their count and insert one after
// the other; other keys are not held up. The locks are released when the transaction ends.
import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Locks `keys` (at least one) for the rest of the transaction `tx`. Always in one order (sorted), so
 * that two transactions locking overlapping keys cannot wait for each other. With
 * `commitWithoutDiskWait`, the same statement lets the transaction commit without waiting for the disk
 * (unflushed-commit.ts): one round trip less for the limits that do both (decision 087).
 */
export async function lockKeys(
  tx: Db,
  keys: readonly string[],
  { commitWithoutDiskWait = false }: { commitWithoutDiskWait?: boolean } = {},
): Promise<void> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) throw new Error('lockKeys needs a key');
  // one round trip for all of them: unnest hands the rows over in the array's order; the setting,
  // when asked, is set on each row (the same value: setting it again changes nothing)
  await sql`
    select pg_advisory_xact_lock(hashtextextended(k, 0))${
      commitWithoutDiskWait ? sql`, set_config('synchronous_commit', 'off', true)` : sql``
    }
      from unnest(${sorted}::text[]) with ordinality as key(k, n)
     order by n`.execute(tx);
}
