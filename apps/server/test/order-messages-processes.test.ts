// Live messages across two server processes on one database (decision 116): a stream open on one
// process gets a message posted through the other, because the NOTIFY is sent by PostgreSQL at the
// commit and every process LISTENs. The second process is a second app on the same database in this
// test process (its own pool, LISTEN connection and port): cheap, and what crosses is PostgreSQL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  callUrl,
  orderMessagesStreamCall,
  staffPostOrderMessageCall,
  type OrderMessage,
} from '@vp/contracts';
import { buildApp } from '../src/app.ts';
import { createDb, type Db } from '../src/platform/db/database.ts';
import { createTokenService } from '../src/platform/identity/token-service.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { staffSession } from './staff-client.ts';
import { openEventStream } from './event-stream.ts';
import { addTestOrder, signInUser } from './fixtures/index.ts';

let server: TestServer;
let db2: Db;
let app2: FastifyInstance;
let url2: string;

beforeAll(async () => {
  server = await startTestServer();
  db2 = createDb({ ...server.config.db, url: server.config.db.url!, poolMax: 4 });
  app2 = await buildApp({
    config: server.config,
    db: db2,
    tokens: await createTokenService(db2),
    blobs: server.blobs,
    mailer: server.mailer,
  });
  await app2.listen({ host: '127.0.0.1', port: 0 });
  const address = app2.server.address();
  url2 = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
// each server ends its open streams as it closes (preClose), as a deploy's shutdown would
afterAll(async () => {
  await app2.close();
  await db2.destroy();
  await server.close();
});

describe('two server processes on one database', () => {
  it('a message posted through one process reaches a stream open on the other', async () => {
    const office = await signInUser(server, { roles: ['Office'] });
    const line = await addTestOrder(server.db, office.vendorId);
    const staff = await staffSession(server, 'vendor_manager');
    const elsewhere = await openEventStream(
      url2 + callUrl(orderMessagesStreamCall, { params: { id: line.ocdId } }),
      {
        authorization: `Bearer ${office.token}`,
      },
    );
    expect(elsewhere.status).toBe(200);
    const res = await server.call(
      staffPostOrderMessageCall,
      { params: { ocdId: line.ocdId }, body: { body: 'Through the other process' } },
      { as: staff },
    );
    expect(res.status, res.text).toBe(200);
    let event = await elsewhere.next();
    while (event && event.event !== 'message') event = await elsewhere.next();
    expect(event).not.toBeNull();
    expect((JSON.parse(event!.data) as OrderMessage).id).toBe((res.json.message as OrderMessage).id);
  });
});
