// Adds a partner with its logo, links and documents: the logo and documents go to the blob store,
// the rows to the database. Used by the demo data and the tests; partners are data, not code.
import type { SupplyPartnerSectionKey } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { documentBlobKey, logoBlobKey } from './partner-files.ts';
import { insertPartner, insertPartnerLinks, upsertDocument } from './supply-partners.repository.ts';

export type NewPartnerDocument = { name: string; fileName: string; contentType: string; bytes: Buffer };

export type NewPartnerLink =
  | { kind: 'external' | 'esign'; label: string; url: string }
  | { kind: 'document'; label: string; document: NewPartnerDocument };

export type NewSupplyPartner = {
  section: SupplyPartnerSectionKey;
  name: string;
  display?: 'partner' | 'brand';
  /** e.g. acme-office.svg; served at /api/supply-partner-logo/<file> */
  logo: { file: string; contentType: 'image/svg+xml' | 'image/png'; bytes: Buffer; alt?: string };
  logoLinkUrl?: string | null;
  links?: NewPartnerLink[];
  sortOrder?: number;
};

const extensionOf = (fileName: string) => /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';

export async function addSupplyPartner(db: Db, blobs: BlobStore, partner: NewSupplyPartner): Promise<number> {
  await blobs.put(logoBlobKey(partner.logo.file), partner.logo.bytes, partner.logo.contentType);
  const links = partner.links ?? [];
  for (const link of links) {
    if (link.kind !== 'document') continue;
    const d = link.document;
    const blobKey = documentBlobKey(d.name, extensionOf(d.fileName));
    await blobs.put(blobKey, d.bytes, d.contentType);
    await upsertDocument(db, { name: d.name, fileName: d.fileName, contentType: d.contentType, blobKey });
  }
  const partnerId = await insertPartner(db, {
    section: partner.section,
    name: partner.name,
    display: partner.display ?? 'partner',
    logoFile: partner.logo.file,
    logoAlt: partner.logo.alt ?? `${partner.name} logo`,
    logoLinkUrl: partner.logoLinkUrl ?? null,
    sortOrder: partner.sortOrder ?? 0,
  });
  await insertPartnerLinks(
    db,
    partnerId,
    links.map((l) =>
      l.kind === 'document'
        ? { kind: 'document', label: l.label, url: null, documentName: l.document.name }
        : { kind: l.kind, label: l.label, url: l.url, documentName: null },
    ),
  );
  return partnerId;
}
