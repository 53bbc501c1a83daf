// A client that goes away is not a server failure (issue 37 point 6f: 10,304 error lines in one load
// test). Over real HTTP: a body cut off half-way (a JSON call, a provider call, and the Excel export
// that reads its body as it comes) and a streamed, compressed answer whose client left while its query was held up each
// log the request as ended by its client, at info, and nothing at error level (decision 098).
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PROVIDER_TOKEN_PATH,
  exportWorkOrdersCall,
  forgotUserPasswordCall,
  searchWorkOrdersCall,
} from '@vp/contracts';
import { loggerOptions } from '../src/platform/http/log-options.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { addManyOrders, addPlace, aroundToday } from './fixtures/index.ts';

type Line = { level: number; msg: string; reqId?: string; req?: { url?: string } };
const lines: Line[] = [];
let server: TestServer;
let token: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  server = await startTestServer({ logger: pino(loggerOptions('info'), sink) });
  const me = await server.signIn();
  token = me.token;
  const place = await addPlace(server.db, { storeNumber: '7001' });
  const poNums = Array.from({ length: 3000 }, (_, i) => `PO-GONE-${i}`);
  await addManyOrders(server.db, me.vendorId, place, poNums, new Date());
});
afterAll(() => server?.close());

/** A request written on a connection of its own; `socket` to end it, `serverSide` as the server holds it. */
async function openRequest(head: string, body: string) {
  const serverSide = new Promise<Socket>((resolve) => server.app.server.once('connection', resolve));
  const { port, hostname } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  socket.on('data', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(`${head}\r\n\r\n${body}`);
  return { socket, serverSide: await serverSide };
}

const post = (path: string, length: number, headers: string[] = []) =>
  [
    `POST ${path} HTTP/1.1`,
    'host: 127.0.0.1',
    'content-type: application/json',
    `content-length: ${length}`,
    ...headers,
  ].join('\r\n');

/** The lines of the one request to `path` after line `from`, once it has more than its first. */
async function linesOfRequest(path: string, from: number): Promise<Line[]> {
  return vi.waitFor(
    () => {
      const first = lines.slice(from).find((l) => l.msg === 'incoming request' && l.req?.url === path);
      const mine = lines.slice(from).filter((l) => first && l.reqId === first.reqId);
      if (mine.length < 2) throw new Error(`the request to ${path} has not ended in the log yet`);
      return mine;
    },
    { timeout: 10_000, interval: 50 },
  );
}

function expectEndedByClient(mine: Line[]) {
  expect(mine.filter((l) => l.level >= 50)).toEqual([]);
  expect(mine.some((l) => l.level === 30 && l.msg === 'request ended: the client went away')).toBe(true);
}

describe('a client that goes away', () => {
  it('half-way through a JSON body is logged at info, not as a failure', async () => {
    const from = lines.length;
    const { socket, serverSide } = await openRequest(
      post(forgotUserPasswordCall.path, 1000),
      '{"email":"someone@example',
    );
    // the server has read what came; then the client leaves
    await vi.waitFor(() => expect(serverSide.bytesRead).toBeGreaterThan(100));
    socket.destroy();
    expectEndedByClient(await linesOfRequest(forgotUserPasswordCall.path, from));
  });

  it("half-way through a provider call's body is logged at info (the provider API's own handler)", async () => {
    const from = lines.length;
    const { socket, serverSide } = await openRequest(
      post(PROVIDER_TOKEN_PATH, 1000).replace('application/json', 'application/x-www-form-urlencoded'),
      'grant_type=client_credentials&client_id=vpc_',
    );
    await vi.waitFor(() => expect(serverSide.bytesRead).toBeGreaterThan(100));
    socket.destroy();
    expectEndedByClient(await linesOfRequest(PROVIDER_TOKEN_PATH, from));
  });

  it("half-way through the Excel export's streamed body is logged at info", async () => {
    const from = lines.length;
    const rows = Array.from({ length: 50 }, (_, i) => JSON.stringify({ poNum: `PO-GONE-${i}` }));
    const { socket, serverSide } = await openRequest(
      post(exportWorkOrdersCall.path, 100_000, [`authorization: Bearer ${token}`]),
      `{"timezone":"UTC","ordersList":[${rows.join(',')},`,
    );
    await vi.waitFor(() => expect(serverSide.bytesRead).toBeGreaterThan(1000));
    socket.destroy();
    expectEndedByClient(await linesOfRequest(exportWorkOrdersCall.path, from));
  });

  it('before a slow streamed answer began is logged at info', async () => {
    // the search's query waits behind a lock the test holds, while its client goes away
    const holder = new pg.Client({ connectionString: server.config.db.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table orders in access exclusive mode');
      const from = lines.length;
      const body = JSON.stringify(aroundToday());
      const { socket, serverSide } = await openRequest(
        post(searchWorkOrdersCall.path, Buffer.byteLength(body), [
          `authorization: Bearer ${token}`,
          'accept-encoding: zstd, br, gzip',
        ]),
        body,
      );
      await vi.waitFor(
        async () => {
          const waiting = await holder.query(
            `select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database() and pid <> pg_backend_pid()`,
          );
          expect(waiting.rowCount).toBeGreaterThan(0);
        },
        { timeout: 10_000, interval: 50 },
      );
      const closed = new Promise((resolve) => serverSide.once('close', resolve));
      socket.destroy();
      await closed;
      await holder.query('commit');
      expectEndedByClient(await linesOfRequest(searchWorkOrdersCall.path, from));
    } finally {
      await holder.end();
    }
  });
});
