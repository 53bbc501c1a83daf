// The SQL of supply partners through the provider API (decision 054): a partner by the company's
// external id (locked for its PUT) or a page of them, with their links; the create and the update.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { partnerRowValues, type PartnerValues } from './supply-partners.repository.ts';
import { inListPage, type ListPage } from '../../domain/list-page.repository.ts';

const partnerColumns = [
  'p.id',
  'p.external_id as externalId',
  'p.version',
  'p.updated_at as updatedAt',
  'p.section',
  'p.name',
  'p.display',
  'p.logo_file as logoFile',
  'p.logo_alt as logoAlt',
  'p.logo_link_url as logoLinkUrl',
  'p.sort_order as sortOrder',
  'p.active',
] as const;

export type PartnerRow = NonNullable<Awaited<ReturnType<typeof findPartnerByExternalId>>>;

export function findPartnerByExternalId(db: Db, externalId: string) {
  return db
    .selectFrom('supply_partners as p')
    .select(partnerColumns)
    .where('p.external_id', '=', externalId)
    .executeTakeFirst();
}

/** The partner of `externalId`, locked until the transaction ends (its PUT). */
export function lockPartnerByExternalId(db: Db, externalId: string) {
  return db
    .selectFrom('supply_partners as p')
    .select(partnerColumns)
    .where('p.external_id', '=', externalId)
    .forUpdate()
    .executeTakeFirst();
}

/** Partners by id after `afterId`, changed at or after `updatedSince`; `limit` rows at most. */
export function listPartnerRows(db: Db, page: ListPage) {
  const partners = db.selectFrom('supply_partners as p').select(partnerColumns);
  return inListPage(partners, { id: 'p.id', updatedAt: 'p.updated_at' }, page).execute();
}

export function linksOfPartners(db: Db, partnerIds: number[]) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('supply_partner_links')
    .select(['partner_id as partnerId', 'kind', 'label', 'url', 'document_name as document'])
    .where('partner_id', 'in', partnerIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** The names among `names` that no partner document has. */
export async function unknownDocumentNames(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('supply_partner_documents')
    .select('name')
    .where('name', 'in', names)
    .execute();
  return names.filter((n) => !rows.some((r) => r.name === n));
}

/** The new partner's id; undefined when a concurrent request created `externalId` first. */
export async function insertPartnerIfNew(
  db: Db,
  externalId: string,
  values: PartnerValues,
): Promise<number | undefined> {
  const row = await db
    .insertInto('supply_partners')
    .values({ external_id: externalId, ...partnerRowValues(values) })
    .onConflict((oc) => oc.column('external_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updatePartner(db: Db, id: number, values: PartnerValues): Promise<void> {
  await db
    .updateTable('supply_partners')
    .set({ ...partnerRowValues(values), version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deletePartnerLinks(db: Db, partnerId: number): Promise<void> {
  await db.deleteFrom('supply_partner_links').where('partner_id', '=', partnerId).execute();
}
