// The one place that knows pg's private shape (issue 16). Checked against pg 8.23.1, pinned exactly in
// apps/server/package.json so that an upgrade is a deliberate step. pg documents none of these:
// - the connection's socket (`client.connection.stream`), which the streamed reads pause while their
//   caller is busy, so a slow answer stream slows PostgreSQL down instead of filling memory
//   (stream-rows.ts, decision 030);
// - the backend's process id (`client.processID`), which Kysely reads to cancel a query and which the
//   query-limit adapter passes through (query-timeout.ts);
// - a read limit on one query (`query_timeout` in a query's config; pg documents it per client only),
//   which keeps /readyz within seconds (database.ts);
// - the words of pg's errors for a database that cannot serve us (unavailable.ts).
// Each reader answers null or undefined when an upgrade moved what it reads, and the caller does
// without it; pg-internals.service.test.ts is the canary that fails loudly instead, naming what moved.
import type pg from 'pg';

export type PausableSocket = { pause(): void; resume(): void };

/** The socket the client reads PostgreSQL's answers from (`client.connection.stream`), or null. */
export function socketOf(client: pg.ClientBase): PausableSocket | null {
  const stream = (client as unknown as { connection?: { stream?: Partial<PausableSocket> } }).connection
    ?.stream;
  return typeof stream?.pause === 'function' && typeof stream.resume === 'function'
    ? (stream as PausableSocket)
    : null;
}

/** The PostgreSQL backend's process id of a connected client (`client.processID`), or undefined. */
export function processIdOf(client: pg.ClientBase): number | undefined {
  const id = (client as unknown as { processID?: unknown }).processID;
  return typeof id === 'number' ? id : undefined;
}

/** `query` that fails with pg's "Query read timeout" when no answer comes within `timeoutMs`. */
export function withReadTimeout(query: pg.QueryConfig, timeoutMs: number): pg.QueryConfig {
  return { ...query, query_timeout: timeoutMs } as pg.QueryConfig;
}

/**
 * pg's (and pg-pool's) messages for a database that cannot serve us now: the pool's wait for a
 * connection, the client's own connect timeout ('timeout expired', database.ts), a connection the
 * server or the network ended, a query's read limit (pg's own or ours, which says the same words:
 * query-timeout.ts), a query sent on a connection the server has just ended (a database stopping at
 * Ctrl+C ends every connection: 'Client has encountered a connection error and is not queryable').
 * Node's own `connect ECONNREFUSED` is not pg's but is said here too, for the one place that matches
 * them.
 */
export const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|timeout expired|Connection terminated|connect ECONNREFUSED|Query read timeout|is not queryable/i;
