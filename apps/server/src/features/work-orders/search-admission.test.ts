// The searches' turns at the pool over real HTTP and PostgreSQL (issue 19 point 5): many more
// concurrent searches than the pool has connections all answer 200 (they wait in line, not in the
// pool with its connect timeout), other calls go on meanwhile, and only a full line answers 503.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myAccountCall, searchWorkOrdersCall } from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { addManyOrders, addPlace, aroundToday } from '../../../test/fixtures/index.ts';
import { SEARCHES_BUSY } from './search-admission.ts';

const PATH = searchWorkOrdersCall.path;
const body = aroundToday();

async function serverWithOrders(env: Record<string, string>) {
  const server = await startTestServer({ env });
  const me = await server.signIn();
  const place = await addPlace(server.db, { storeNumber: '7700' });
  const poNums = Array.from({ length: 3000 }, (_, i) => `PO-Q-${i}`);
  await addManyOrders(server.db, me.vendorId, place, poNums, new Date(Date.now() - 2 * 86_400_000));
  return { server, token: me.token };
}

describe('searches waiting for their turn', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    // 4 connections, a 1 s wait for one: 40 searches straight at the pool would get 503s
    ({ server, token } = await serverWithOrders({
      DB_POOL_MAX: '4',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_POOL_WAIT_MS: '1000',
      SEARCH_MAX_RUNNING: '1',
    }));
  });
  afterAll(() => server.close());

  it('answers 40 concurrent searches with 200 and every row, and other calls meanwhile', async () => {
    const searches = Array.from({ length: 40 }, () => api(server, PATH, { method: 'POST', body, token }));
    const account = await server.call(myAccountCall, {}, { as: { token } });
    expect(account.status).toBe(200);
    const answers = await Promise.all(searches);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const answer of answers) expect((answer.json.vendors as unknown[]).length).toBe(3000);
  });
});

describe('a full line', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    ({ server, token } = await serverWithOrders({ SEARCH_MAX_RUNNING: '1', SEARCH_MAX_WAITING: '1' }));
  });
  afterAll(() => server.close());

  it('answers 503 with Retry-After only past the line, and the others 200', async () => {
    // The running search is held in PostgreSQL behind a lock on the orders until the line has been
    // turned away, so that all eight meet a full line: unheld, on a loaded machine each search could
    // end before the next one arrived, and none was refused.
    const holder = await server.db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      await sql`lock table orders in access exclusive mode`.execute(conn);
      const searches = Array.from({ length: 8 }, () => api(server, PATH, { method: 'POST', body, token }));
      let settled = 0;
      await new Promise<void>((resolve) => {
        for (const search of searches)
          void search.then(() => {
            if (++settled === 6) resolve();
          });
      });
      await sql`commit`.execute(conn);
      return searches;
    });
    const answers = await Promise.all(holder);
    const busy = answers.filter((a) => a.status === 503);
    // one search ran and one waited for it: the six others were turned away
    expect(answers.filter((a) => a.status === 200).length).toBe(2);
    expect(busy.length).toBe(6);
    for (const answer of busy) {
      expect(answer.json.message).toBe(SEARCHES_BUSY);
      expect(answer.headers.get('retry-after')).toBe('5');
    }
  });
});
