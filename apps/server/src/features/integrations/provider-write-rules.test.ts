// The write rules every provider resource shares (issue 17 point 3, decision 050), over real HTTP and
// real PostgreSQL, on a small resource of this test's own (clients by external id) registered through
// the same router the features use: Idempotency-Key replay, reuse (422) and concurrency, If-Match and
// ETags (412), concurrent upserts of one external id, cursor lists and bulk items that fail alone.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allow,
  bulkItemsBodySchema,
  bulkResponseSchema,
  defineProviderCall,
  defineProviderResource,
  externalIdParamsSchema,
  externalIdSchema,
  providerListQuerySchema,
  providerPageSchema,
  type ProviderCall,
} from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createProviderTokenService } from '../../platform/identity/provider-token-service.ts';
import { providerOauthRoutes } from './provider-oauth.routes.ts';
import { providerApi } from '../../platform/provider/provider-api.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import { etagOf, ifMatchOf } from '../../platform/provider/etag.ts';
import { decodeCursor, pageOf } from '../../platform/http/list-cursor.ts';
import { runBulk } from '../../platform/provider/bulk.ts';
import { retryOnceOnRace, upsertByExternalId } from '../../platform/provider/upsert-by-external-id.ts';

const thingSchema = z.object({ externalId: externalIdSchema, name: z.string().min(1).max(50) });
const thingBodySchema = thingSchema.omit({ externalId: true });
const PATH = '/provider/v1/test-things';
const things = defineProviderResource({
  tag: 'test-things',
  description: 'Things of this test only.',
  schemas: { TestThing: thingSchema },
});
const putThing = defineProviderCall({
  id: 'putTestThing',
  method: 'PUT',
  path: `${PATH}/:externalId`,
  resource: things,
  params: externalIdParamsSchema,
  body: thingBodySchema,
  response: thingSchema,
  access: allow.provider('vendors:write'),
  summary: 'Creates or updates a test thing.',
  description: 'A call of this test only.',
  etag: true,
});
const listThings = defineProviderCall({
  id: 'listTestThings',
  method: 'GET',
  path: PATH,
  resource: things,
  query: providerListQuerySchema,
  response: providerPageSchema(thingSchema),
  access: allow.provider('vendors:read'),
  summary: 'Lists test things.',
  description: 'A call of this test only.',
});
const bulkThings = defineProviderCall({
  id: 'bulkTestThings',
  method: 'POST',
  path: `${PATH}/bulk`,
  resource: things,
  body: bulkItemsBodySchema,
  response: bulkResponseSchema,
  access: allow.provider('vendors:write'),
  summary: 'Creates or updates up to 1,000 test things.',
  description: 'A call of this test only.',
});

/**
 * The create-or-update rule of decision 050, as the resource features write it: the shared upsert,
 * and, because a client's code is unique too, a code clash answered 409 and tried once more (decision
 * 051): two first upserts of one external id can meet on the code before `on conflict` sees the other.
 */
function upsertThing(db: Db, externalId: string, name: string, expected: number | undefined) {
  return retryOnceOnRace('code-in-use', async () => {
    try {
      return await db.transaction().execute(async (tx) => {
        const values = { code: `T-${externalId}`, name };
        const written = await upsertByExternalId(tx, 'clients', externalId, values, expected);
        return {
          externalId,
          version: written.version,
          status: written.created ? ('created' as const) : ('updated' as const),
        };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'clients_code_key'))
        throw new AppError('conflict', 'code: in use.', { reason: 'code-in-use' });
      throw error;
    }
  });
}

function thingRoutes(deps: ProviderRouteDeps) {
  return async (app: FastifyInstance) => {
    const route = providerRouter(app, deps);
    route(putThing, async (request, reply) => {
      const { externalId } = request.params;
      const done = await upsertThing(deps.db, externalId, request.body.name, ifMatchOf(request));
      void reply.code(done.status === 'created' ? 201 : 200).header('etag', etagOf(done.version));
      return { externalId, name: request.body.name };
    });
    route(listThings, async (request) => {
      const { limit, cursor, updated_since } = request.query;
      let query = deps.db
        .selectFrom('clients')
        .select(['id', 'external_id', 'name'])
        .where('external_id', 'is not', null)
        .orderBy('id')
        .limit(limit + 1);
      const after = decodeCursor(cursor);
      if (after !== undefined) query = query.where('id', '>', after);
      if (updated_since !== undefined) query = query.where('updated_at', '>=', new Date(updated_since));
      const page = pageOf(await query.execute(), limit, (r) => r.id);
      return {
        items: page.items.map((r) => ({ externalId: r.external_id ?? '', name: r.name })),
        nextCursor: page.nextCursor,
      };
    });
    route(bulkThings, async (request) =>
      runBulk(request.body.items, thingSchema, (item) =>
        upsertThing(deps.db, item.externalId, item.name, undefined),
      ),
    );
  };
}

let server: TestServer;
let app: FastifyInstance;
let url: string;
let writer: ProviderTestClient;
const calls: ProviderCall[] = [];

beforeAll(async () => {
  server = await startTestServer();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const deps = {
    db: server.db,
    tokens: await createProviderTokenService(server.db),
    settings: { tokenTtlSeconds: 600, maxCallsPerMinute: 10_000 },
    calls,
  };
  await app.register(providerApi(deps, [providerOauthRoutes(deps)], [thingRoutes(deps)]));
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  writer = await providerClient({ url, db: server.db }, ['vendors:write', 'vendors:read']);
});
afterAll(async () => {
  await app.close();
  await server.close();
});

const countThings = async (externalId: string) =>
  Number(
    (
      await server.db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('external_id', '=', externalId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('Idempotency-Key', () => {
  it('refuses a write without one, before anything is written', async () => {
    const res = await writer.call('PUT', `${PATH}/no-key`, { body: { name: 'A' }, idempotencyKey: null });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    expect(String(res.json.detail)).toMatch(/Idempotency-Key/);
    expect(await countThings('no-key')).toBe(0);
  });

  it('replays the first answer for the same key and body, and writes once', async () => {
    const first = await writer.call('PUT', `${PATH}/replayed`, {
      body: { name: 'A' },
      idempotencyKey: 'k-1',
    });
    expect(first.status).toBe(201);
    expect(first.headers.get('etag')).toBe('"1"');
    const again = await writer.call('PUT', `${PATH}/replayed`, {
      body: { name: 'A' },
      idempotencyKey: 'k-1',
    });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('etag')).toBe('"1"');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await countThings('replayed')).toBe(1);
    const row = await server.db
      .selectFrom('clients')
      .select('version')
      .where('external_id', '=', 'replayed')
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(1);
  });

  it('refuses the same key with another body (422) and changes nothing', async () => {
    await writer.call('PUT', `${PATH}/reused`, { body: { name: 'A' }, idempotencyKey: 'k-2' });
    const res = await writer.call('PUT', `${PATH}/reused`, { body: { name: 'B' }, idempotencyKey: 'k-2' });
    expect(res.status).toBe(422);
    expect(String(res.json.detail)).toMatch(/another request/);
    const row = await server.db
      .selectFrom('clients')
      .select('name')
      .where('external_id', '=', 'reused')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('A');
  });

  it('keeps keys apart per client: another client with the same key writes its own change', async () => {
    const other = await providerClient({ url, db: server.db }, ['vendors:write']);
    await writer.call('PUT', `${PATH}/per-client-a`, { body: { name: 'A' }, idempotencyKey: 'shared' });
    const res = await other.call('PUT', `${PATH}/per-client-b`, {
      body: { name: 'B' },
      idempotencyKey: 'shared',
    });
    expect(res.status).toBe(201);
    expect(await countThings('per-client-b')).toBe(1);
  });

  it('runs one of many concurrent requests with one key; the others wait (409) or replay', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        writer.call('PUT', `${PATH}/concurrent-key`, { body: { name: 'A' }, idempotencyKey: 'k-3' }),
      ),
    );
    const ran = answers.filter((a) => a.status === 201 && a.headers.get('idempotent-replayed') === null);
    expect(ran).toHaveLength(1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    expect(await countThings('concurrent-key')).toBe(1);
  });

  it('releases the key of a refused write, so that the client may retry with it', async () => {
    await writer.call('PUT', `${PATH}/released`, { body: { name: 'A' } });
    const stale = await writer.call('PUT', `${PATH}/released`, {
      body: { name: 'B' },
      idempotencyKey: 'k-4',
      headers: { 'if-match': '"9"' },
    });
    expect(stale.status).toBe(412);
    const left = await server.db
      .selectFrom('provider_idempotency_keys')
      .select('key')
      .where('key', '=', 'k-4')
      .execute();
    expect(left).toEqual([]);
  });
});

describe('ETag and If-Match', () => {
  it('updates with the current ETag, refuses a stale one (412) and a malformed one (400)', async () => {
    const created = await writer.call('PUT', `${PATH}/etag`, { body: { name: 'A' } });
    expect(created.headers.get('etag')).toBe('"1"');
    const updated = await writer.call('PUT', `${PATH}/etag`, {
      body: { name: 'B' },
      headers: { 'if-match': '"1"' },
    });
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    const stale = await writer.call('PUT', `${PATH}/etag`, {
      body: { name: 'C' },
      headers: { 'if-match': '"1"' },
    });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('content-type')).toMatch(/problem\+json/);
    const malformed = await writer.call('PUT', `${PATH}/etag`, {
      body: { name: 'C' },
      headers: { 'if-match': 'v1' },
    });
    expect(malformed.status).toBe(400);
    const row = await server.db
      .selectFrom('clients')
      .select(['name', 'version'])
      .where('external_id', '=', 'etag')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'B', version: 2 });
  });

  it('answers 412 to an If-Match on a resource that does not exist, and creates nothing', async () => {
    const res = await writer.call('PUT', `${PATH}/absent`, {
      body: { name: 'A' },
      headers: { 'if-match': '"1"' },
    });
    expect(res.status).toBe(412);
    expect(await countThings('absent')).toBe(0);
  });

  it('makes one row of concurrent upserts of one external id, each a version of its own', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => writer.call('PUT', `${PATH}/race`, { body: { name: `N${i}` } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.headers.get('etag'))).size).toBe(10);
    expect(await countThings('race')).toBe(1);
  });
});

describe('cursor lists', () => {
  it('pages by the cursor, filters by updated_since, and refuses a cursor it did not give', async () => {
    for (const id of ['list-1', 'list-2', 'list-3'])
      await writer.call('PUT', `${PATH}/${id}`, { body: { name: id } });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await writer.call('GET', `${PATH}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      const body = page.json as { items: { externalId: string }[]; nextCursor: string | null };
      seen.push(...body.items.map((i) => i.externalId));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expect.arrayContaining(['list-1', 'list-2', 'list-3']));
    expect(new Set(seen).size).toBe(seen.length);

    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await writer.call('GET', `${PATH}?updated_since=${encodeURIComponent(future)}`);
    expect(none.json).toEqual({ items: [], nextCursor: null });
    expect((await writer.call('GET', `${PATH}?cursor=bm90LW91cnM`)).status).toBe(400);
    expect((await writer.call('GET', `${PATH}?updated_since=yesterday`)).status).toBe(400);
  });
});

describe('bulk', () => {
  it('lands the good items and names each bad one with its field errors', async () => {
    const res = await writer.call('POST', `${PATH}/bulk`, {
      body: {
        items: [
          { externalId: 'bulk-1', name: 'One' },
          { externalId: 'bulk-2' },
          { externalId: 'bad id!', name: 'Two' },
          { externalId: 'bulk-3', name: 'Three' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ created: 2, updated: 0, failed: 2 });
    const results = res.json.results as { index: number; status: string; errors?: { path: string }[] }[];
    expect(results.map((r) => r.status)).toEqual(['created', 'failed', 'failed', 'created']);
    expect(results[1]?.errors?.map((e) => e.path)).toEqual(['name']);
    expect(results[2]?.errors?.map((e) => e.path)).toEqual(['externalId']);
    expect(await countThings('bulk-1')).toBe(1);
    expect(await countThings('bulk-3')).toBe(1);
  });

  it('refuses more than 1,000 items as a whole, writing none', async () => {
    const items = Array.from({ length: 1001 }, (_, i) => ({ externalId: `over-${i}`, name: 'x' }));
    const res = await writer.call('POST', `${PATH}/bulk`, { body: { items } });
    expect(res.status).toBe(400);
    expect(await countThings('over-0')).toBe(0);
  });
});

describe('registry', () => {
  it('records every registered call for the OpenAPI document', () => {
    expect(calls.map((c) => c.id)).toEqual(['putTestThing', 'listTestThings', 'bulkTestThings']);
  });
});
