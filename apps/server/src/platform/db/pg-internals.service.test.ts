// Canary: pg's internals that the server reads are where pg-internals.ts expects them, against real
// PostgreSQL. When an upgrade moves one, this fails naming what moved, instead of the streamed reads
// silently no longer pausing (memory grows with a slow client), Kysely no longer cancelling by pid, or
// a dead database no longer being recognised as a 503.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { UNAVAILABLE_MESSAGE, processIdOf, socketOf, withReadTimeout } from './pg-internals.ts';

const url = inject('adminDatabaseUrl');
let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: url });
  await client.connect();
});
afterAll(() => client.end());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('it succeeded'),
    (err: unknown) => err as Error,
  );

describe('pg internals (canary for upgrades)', () => {
  it("finds the connection's socket, and pausing it holds the rows back until it is resumed", async () => {
    const socket = socketOf(client);
    expect(socket, "pg's Client.connection.stream (the socket, with pause and resume) moved").not.toBeNull();
    const total = 200_000;
    let rows = 0;
    const done = new Promise<void>((resolve, reject) => {
      const query = client.query(new pg.Query('select n from generate_series(1, $1::int) n', [total]));
      query.on('row', () => {
        if (++rows === 1) socket!.pause();
      });
      query.on('error', reject);
      query.on('end', () => resolve());
    });
    try {
      // the rows of the chunks already read are still parsed after the pause: wait until they stop
      // (up to 5 s on a busy machine), then no more may come while the socket stays paused
      let whilePaused = -1;
      for (let waited = 0; waited < 5000 && rows !== whilePaused; waited += 100) {
        whilePaused = rows;
        await sleep(100);
      }
      await sleep(200);
      expect(rows, 'rows kept coming while the socket was paused').toBe(whilePaused);
      expect(whilePaused).toBeLessThan(total);
    } finally {
      // resumed whatever happened: the next tests use the same client
      socket!.resume();
    }
    await done;
    expect(rows).toBe(total);
  });

  it("finds the backend's process id that Kysely cancels by", async () => {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    expect(processIdOf(client), "pg's Client.processID moved").toBe(rows[0]!.pid);
  });

  it("limits one query's wait with its own query_timeout, in words unavailable.ts knows", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    try {
      const err = await errorOf(pool.query(withReadTimeout({ text: 'select pg_sleep(2)' }, 100)));
      expect(err.message, "pg's per-query query_timeout no longer applies").toMatch(/Query read timeout/);
      expect(err.message).toMatch(UNAVAILABLE_MESSAGE);
    } finally {
      await pool.end();
    }
  });

  it("says a full pool's connect timeout and a connection ended under a query in words unavailable.ts knows", async () => {
    // the pool's one connection is made without a short limit (opening it can take over 100 ms on a
    // busy machine, and is not what is checked); then a second caller waits 100 ms for it
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 10_000 });
    try {
      const held = await pool.connect();
      pool.options.connectionTimeoutMillis = 100;
      const waited = await errorOf(pool.connect());
      expect(waited.message, "pg-pool's connect timeout message changed").toMatch(UNAVAILABLE_MESSAGE);
      held.release();
    } finally {
      await pool.end();
    }
    const ending = new pg.Client({ connectionString: url });
    await ending.connect();
    const cut = errorOf(ending.query('select pg_sleep(5)'));
    await sleep(50);
    await ending.end();
    expect((await cut).message, "pg's message for a connection ended under a query changed").toMatch(
      UNAVAILABLE_MESSAGE,
    );
  });

  it('says a query on a connection the server ended in words unavailable.ts knows (a Ctrl+C stops the database)', async () => {
    const ended = new pg.Client({ connectionString: url });
    ended.on('error', () => undefined);
    await ended.connect();
    const { rows } = await ended.query<{ pid: number }>('select pg_backend_pid() as pid');
    await client.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await sleep(100);
    const err = await errorOf(ended.query('select 1'));
    expect(err.message, "pg's message for a query on an ended connection changed").toMatch(
      UNAVAILABLE_MESSAGE,
    );
    await ended.end().catch(() => undefined);
  });

  it('answers null for what is not there, so the callers do without it', () => {
    const moved = {} as pg.ClientBase;
    expect(socketOf(moved)).toBeNull();
    expect(socketOf({ connection: { stream: { pause: () => undefined } } } as never)).toBeNull();
    expect(processIdOf(moved)).toBeUndefined();
  });
});
