// The only SQL of the supply-partner calls: the partners with their links and documents, and the
// link-tracking rows (always written with the session's vendor and user).
import type { Db } from '../../platform/db/database.ts';
import type { SupplyPartnerSection } from '../../platform/db/schema.ts';

export function listActivePartners(db: Db) {
  return db
    .selectFrom('supply_partners')
    .select([
      'id',
      'section',
      'name',
      'display',
      'logo_file as logoFile',
      'logo_alt as logoAlt',
      'logo_link_url as logoLinkUrl',
    ])
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listLinksOfActivePartners(db: Db) {
  return db
    .selectFrom('supply_partner_links as l')
    .innerJoin('supply_partners as p', 'p.id', 'l.partner_id')
    .select(['l.partner_id as partnerId', 'l.kind', 'l.label', 'l.url', 'l.document_name as documentName'])
    .where('p.active', '=', true)
    .orderBy('l.sort_order')
    .orderBy('l.id')
    .execute();
}

/** The active partner an external link (a logo link or an external/e-signature link) belongs to. */
export async function findPartnerOfUrl(db: Db, url: string): Promise<{ partnerId: number } | undefined> {
  const viaLogo = await db
    .selectFrom('supply_partners')
    .select('id as partnerId')
    .where('active', '=', true)
    .where('logo_link_url', '=', url)
    .executeTakeFirst();
  if (viaLogo) return viaLogo;
  return db
    .selectFrom('supply_partner_links as l')
    .innerJoin('supply_partners as p', 'p.id', 'l.partner_id')
    .select('p.id as partnerId')
    .where('p.active', '=', true)
    .where('l.kind', 'in', ['external', 'esign'])
    .where('l.url', '=', url)
    .executeTakeFirst();
}

export async function insertLinkTracking(
  db: Db,
  row: { vendorId: number; userId: number; partnerId: number; url: string },
): Promise<void> {
  await db
    .insertInto('supply_partner_link_tracking')
    .values({ vendor_id: row.vendorId, user_id: row.userId, partner_id: row.partnerId, url: row.url })
    .execute();
}

/** A document that an active partner's link offers (documents of no active partner are not served). */
export function findOfferedDocument(db: Db, name: string) {
  return db
    .selectFrom('supply_partner_documents as d')
    .select(['d.file_name as fileName', 'd.content_type as contentType', 'd.blob_key as blobKey'])
    .where('d.name', '=', name)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('supply_partner_links as l')
          .innerJoin('supply_partners as p', 'p.id', 'l.partner_id')
          .select('l.id')
          .whereRef('l.document_name', '=', 'd.name')
          .where('p.active', '=', true),
      ),
    )
    .executeTakeFirst();
}

export function isActiveLogo(db: Db, logoFile: string) {
  return db
    .selectFrom('supply_partners')
    .select('id')
    .where('logo_file', '=', logoFile)
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function upsertDocument(
  db: Db,
  row: { name: string; fileName: string; contentType: string; blobKey: string },
): Promise<void> {
  const values = { file_name: row.fileName, content_type: row.contentType, blob_key: row.blobKey };
  await db
    .insertInto('supply_partner_documents')
    .values({ name: row.name, ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
}

export type PartnerValues = {
  section: SupplyPartnerSection;
  name: string;
  display: 'partner' | 'brand';
  logoFile: string;
  logoAlt: string;
  logoLinkUrl: string | null;
  sortOrder: number;
  active: boolean;
};

/** A partner's columns, as the provider's calls and add-supply-partner.ts write them. */
export const partnerRowValues = (v: PartnerValues) => ({
  section: v.section,
  name: v.name,
  display: v.display,
  logo_file: v.logoFile,
  logo_alt: v.logoAlt,
  logo_link_url: v.logoLinkUrl,
  sort_order: v.sortOrder,
  active: v.active,
});

/** A partner the demo data and the tests add (add-supply-partner.ts): active, as every new partner. */
export async function insertPartner(db: Db, row: Omit<PartnerValues, 'active'>): Promise<number> {
  const partner = await db
    .insertInto('supply_partners')
    .values(partnerRowValues({ ...row, active: true }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return partner.id;
}

export async function insertPartnerLinks(
  db: Db,
  partnerId: number,
  links: {
    kind: 'external' | 'esign' | 'document';
    label: string;
    url: string | null;
    documentName: string | null;
  }[],
): Promise<void> {
  if (links.length === 0) return;
  await db
    .insertInto('supply_partner_links')
    .values(
      links.map((l, i) => ({
        partner_id: partnerId,
        kind: l.kind,
        label: l.label,
        url: l.url,
        document_name: l.documentName,
        sort_order: i,
      })),
    )
    .execute();
}
