// One statement per provider call (decision 047): it counts the call in the client's one-minute
// window, finds out whether the client still exists and is not revoked, and notes the last use at
// most once a minute. The row lock of the UPDATE makes count-then-check atomic under concurrency: N
// parallel calls see the counts 1..N, so no more than the limit ever pass.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type CountedCall = {
  name: string;
  scopes: string[];
  /** this call's number in the current window, itself included */
  count: number;
  /** seconds until the window ends */
  secondsLeft: number;
};

/** null when the client is unknown or revoked. */
export async function countClientCall(db: Db, clientId: string): Promise<CountedCall | null> {
  // a call that starts just before the minute turns and takes the lock just after counts in the
  // newer window (greatest), so that the window never moves back
  const result = await sql<{ name: string; scopes: string[]; count: number; seconds_left: number }>`
    update api_clients set
      window_count = case when window_start >= date_trunc('minute', now()) then window_count + 1 else 1 end,
      window_start = greatest(window_start, date_trunc('minute', now())),
      last_used_at = case
        when last_used_at is null or last_used_at < now() - interval '1 minute' then now()
        else last_used_at end
    where client_id = ${clientId} and revoked_at is null
    returning name, scopes, window_count as count,
      extract(epoch from (window_start + interval '1 minute' - now()))::float8 as seconds_left
  `.execute(db);
  const row = result.rows[0];
  if (!row) return null;
  return { name: row.name, scopes: row.scopes, count: row.count, secondsLeft: row.seconds_left };
}
