// Commits that do not wait for their WAL record to reach the disk (PostgreSQL's synchronous_commit =
// off, for one transaction). On this machine a sign-in's start and finish each waited for two to four
// such flushes, one after the other; with none of them under load, their p99s fell by 30-45% (decision
// 077).
import { sql } from 'kysely';
import type { Db } from './database.ts';

// Use it only where that loss is harmless (a slot of a rate limit, a guess counted before its proof, a
// throttled attempt's audit row), or where a normal commit of the same request follows before its
// answer: PostgreSQL flushes its log in order, so that later commit's flush makes this one durable too.
// A commit made so is visible to every other transaction at once, exactly as a normal commit's, and
// can never be half applied; only a crash of PostgreSQL within a fraction of a second of the commit
// can lose the transaction as a whole. In a transaction that takes advisory locks, `lockKeys(tx, keys,
// { commitWithoutDiskWait: true })` sets it in the same statement (advisory-locks.ts).

/**
 * For a statement outside a transaction, as a query to put in its `with` clause; the statement must
 * read from it (a `with` query that nothing reads is not run). One round trip instead of the four of a
 * transaction.
 */
export const NO_DISK_WAIT = sql`select set_config('synchronous_commit', 'off', true)`;

/**
 * Flushes the WAL up to here with one synchronous commit (a statement that takes a transaction id):
 * every earlier commit made without waiting for the disk is then on it, before an answer says so.
 */
export async function flushEarlierCommits(db: Db): Promise<void> {
  await sql`select txid_current()`.execute(db);
}

/**
 * Runs `write` on a connection of its own whose commits do not wait for their disk flush (the call's
 * final synchronous commit covers them).
 */
export function withAsyncCommit(db: Db, write: (conn: Db) => Promise<void>): Promise<void> {
  return db.connection().execute(async (conn) => {
    await sql`set synchronous_commit = off`.execute(conn);
    try {
      await write(conn);
    } finally {
      await sql`reset synchronous_commit`.execute(conn);
    }
  });
}
