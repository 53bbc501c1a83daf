// Supply partners of the provider API at the service (decision 054): concurrent upserts of one
// external id make one row (one created event, the others updates) and leave exactly the logo the row
// names in the blob store; a commit that fails leaves no row and no logo; the same partner again
// records nothing.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { putSupplyPartnerBodySchema } from '@vp/contracts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { failCommitsWithEvents } from '../../../test/events.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { putSupplyPartner } from './provider-supply-partners.service.ts';

const testDb = testDbForFile({ poolMax: 8 });

/** The blob store as far as partners use it: the keys stored. */
const stored = new Set<string>();
const blobs = {
  kind: 's3',
  async put(key: string) {
    stored.add(key);
  },
  async delete(key: string) {
    stored.delete(key);
  },
} as unknown as BlobStore;
const deps = () => ({ db: testDb.db, blobs });

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64');
const body = (name: string, withLogo = true) =>
  putSupplyPartnerBodySchema.parse({
    section: 'chemicals-consumables',
    name,
    ...(withLogo ? { logo: { contentType: 'image/svg+xml', base64: SVG } } : {}),
    links: [{ kind: 'external', label: 'Shop', url: 'https://shop.example' }],
  });

const rowsOf = (externalId: string) =>
  testDb.db
    .selectFrom('supply_partners')
    .select(['logo_file as logoFile', 'version'])
    .where('external_id', '=', externalId)
    .execute();
const eventTypes = async (externalId: string) =>
  (
    await testDb.db
      .selectFrom('events')
      .select('type')
      .where(sql<string>`subject->>'partnerExternalId'`, '=', externalId)
      .orderBy('id')
      .execute()
  ).map((e) => e.type);
it('makes one row of five concurrent upserts of one external id, and keeps only its logo', async () => {
  const externalId = `P-concurrent-${Date.now()}`;
  const results = await Promise.all(
    Array.from({ length: 5 }, () =>
      putSupplyPartner(deps(), externalId, body('Concurrent Co'), { expectedVersion: undefined }),
    ),
  );
  expect(results.filter((r) => r.created)).toHaveLength(1);
  const rows = await rowsOf(externalId);
  expect(rows).toHaveLength(1);
  // each later upsert brought a new logo: a change each time
  expect(rows[0]!.version).toBe(5);
  expect(await eventTypes(externalId)).toEqual([
    'supply-partner.created',
    ...Array(4).fill('supply-partner.updated'),
  ]);
  const partnerLogos = [...stored].filter((k) => k.startsWith('supply-partners/logos/partner-'));
  expect(partnerLogos).toEqual([`supply-partners/logos/${rows[0]!.logoFile}`]);
});

it('records nothing for the same partner again (no logo sent)', async () => {
  const externalId = `P-same-${Date.now()}`;
  await putSupplyPartner(deps(), externalId, body('Same Co'), { expectedVersion: undefined });
  const again = await putSupplyPartner(deps(), externalId, body('Same Co', false), { expectedVersion: 1 });
  expect([again.created, again.partner.version]).toEqual([false, 1]);
  expect(await eventTypes(externalId)).toEqual(['supply-partner.created']);
});

it('leaves no row and no logo when the commit fails', async () => {
  const externalId = `P-failed-${Date.now()}`;
  const before = new Set(stored);
  const restore = await failCommitsWithEvents(testDb.db);
  try {
    await expect(
      putSupplyPartner(deps(), externalId, body('Failed Co'), { expectedVersion: undefined }),
    ).rejects.toThrow();
  } finally {
    await restore();
  }
  expect(await rowsOf(externalId)).toEqual([]);
  expect(stored).toEqual(before);
});
