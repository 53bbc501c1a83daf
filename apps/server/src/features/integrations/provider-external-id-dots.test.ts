// External ids `.` and `..` (issue 37 point 6): they were accepted by a PUT sent over a raw socket and
// by the bulk call, but no normal client could read them back, as URL normalisation drops such a
// path step (fetch turns /vendors/. into /vendors/, even written %2E). They are refused with the
// provider API's 400 for a bad external id, and nothing is written.
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkResponseSchema, bulkWorkOrdersCall, EXTERNAL_ID_DOTS_REFUSED } from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { request } from 'node:http';

const server = testServerForFile();
let writer: ProviderTestClient;
beforeAll(async () => {
  writer = await providerClient(server, ['vendors:write', 'work-orders:write']);
});

const vendorBody = {
  vendorNum: 880000 + (Date.now() % 100000),
  company: 'Dot Snow & Ice',
  address: '12 Main St',
  city: 'Albany',
  state: 'ny',
  zip: '12207',
  contactEmail: 'dispatch@dot.test',
  phone: '(518) 555-0142',
  remitType: 'CHECK',
  checkCompany: 'Dot Snow & Ice LLC',
};

/** A PUT with its path as given: node:http sends `path` as it is (a URL string it would normalise). */
function rawPut(path: string, body: unknown): Promise<{ status: number; type: string; text: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: 'PUT',
        headers: {
          authorization: `Bearer ${writer.token}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('external ids . and ..', () => {
  it('a PUT by such an id is a 400 that says why and writes nothing; other dotted ids pass', async () => {
    for (const segment of ['.', '..', '%2E', '%2e%2E']) {
      // raw on purpose: the segment goes on the wire as written (callUrl would encode the '%')
      const res = await rawPut(`/provider/v1/vendors/${segment}`, vendorBody);
      expect(res.status, `${segment}: ${res.text}`).toBe(400);
      expect(res.type).toMatch(/^application\/problem\+json/);
      expect(String((JSON.parse(res.text) as { detail: string }).detail), segment).toContain(
        `externalId: ${EXTERNAL_ID_DOTS_REFUSED}`,
      );
    }
    const rows = await server.db
      .selectFrom('vendors')
      .select('id')
      .where('external_id', 'in', ['.', '..'])
      .execute();
    expect(rows).toEqual([]);
    // other ids with dots stay valid
    const dotted = await rawPut('/provider/v1/vendors/a.b...c', vendorBody);
    expect(dotted.status, dotted.text).toBe(201);
  });

  it('the bulk call fails such an item alone with the same words', async () => {
    const res = await server.call(
      bulkWorkOrdersCall,
      { body: { items: [{ externalId: '..', client: 'C-1' }] } },
      { as: writer },
    );
    expect(res.status, res.text).toBe(200);
    const [item] = bulkResponseSchema.parse(res.json).results;
    expect(item?.status).toBe('failed');
    expect(item?.errors).toContainEqual({ path: 'externalId', message: EXTERNAL_ID_DOTS_REFUSED });
  });
});
