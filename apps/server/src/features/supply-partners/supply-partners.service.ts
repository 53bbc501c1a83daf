// The Supply Partners page's rules: the page data in the SPEC's section order, link tracking for the
// session's vendor and user (only for links the page offers), and partner files from the blob store.
import type { Readable } from 'node:stream';
import {
  PARTNER_DOCUMENT_NOT_FOUND,
  PARTNER_LINK_UNKNOWN,
  SUPPLY_PARTNER_SECTIONS,
  type GetSupplyPartnersResponse,
  type SupplyPartnerLink,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { recordEvent, vendorUserActor } from '../../platform/events/record-event.ts';
import {
  findOfferedDocument,
  findPartnerOfUrl,
  insertLinkTracking,
  isActiveLogo,
  listActivePartners,
  listLinksOfActivePartners,
} from './supply-partners.repository.ts';
import { logoBlobKey, logoUrl } from './partner-files.ts';

export type SupplyPartnersDeps = { db: Db; blobs: BlobStore };

export async function getSupplyPartners(db: Db): Promise<GetSupplyPartnersResponse> {
  const [partners, links] = await Promise.all([listActivePartners(db), listLinksOfActivePartners(db)]);
  const linksOf = new Map<number, SupplyPartnerLink[]>();
  for (const l of links) {
    const link: SupplyPartnerLink =
      l.kind === 'document'
        ? { kind: 'document', label: l.label, documentName: l.documentName ?? '' }
        : { kind: l.kind, label: l.label, url: l.url ?? '' };
    linksOf.set(l.partnerId, [...(linksOf.get(l.partnerId) ?? []), link]);
  }
  return {
    sections: SUPPLY_PARTNER_SECTIONS.map((section) => ({
      key: section.key,
      title: section.title,
      partners: partners
        .filter((p) => p.section === section.key)
        .map((p) => ({
          id: p.id,
          name: p.name,
          display: p.display,
          logoUrl: logoUrl(p.logoFile),
          logoAlt: p.logoAlt || p.name,
          logoLinkUrl: p.logoLinkUrl,
          links: linksOf.get(p.id) ?? [],
        })),
    })),
  };
}

/**
 * Records that the session's user opened a partner link. Only links the page offers are recorded, so
 * the table cannot be filled with arbitrary text; the vendor and user come from the session alone.
 */
export async function trackPartnerLink(
  db: Db,
  session: SessionClaims,
  url: string,
): Promise<{ success: true }> {
  const partner = await findPartnerOfUrl(db, url);
  if (!partner) throw badRequest(PARTNER_LINK_UNKNOWN);
  await db.transaction().execute(async (tx) => {
    await insertLinkTracking(tx, {
      vendorId: session.vendorId,
      userId: session.userId,
      partnerId: partner.partnerId,
      url,
    });
    await recordEvent(tx, {
      type: 'supply-partner.link-opened',
      vendorId: session.vendorId,
      actor: vendorUserActor(session),
      subject: { partnerId: partner.partnerId },
      data: { url },
    });
  });
  return { success: true };
}

export type PartnerFile = { fileName: string; contentType: string; body: Readable };

export async function openPartnerDocument(deps: SupplyPartnersDeps, name: string): Promise<PartnerFile> {
  const document = await findOfferedDocument(deps.db, name);
  const info = document ? await deps.blobs.head(document.blobKey) : null;
  if (!document || !info) throw new AppError('not_found', PARTNER_DOCUMENT_NOT_FOUND);
  return {
    fileName: document.fileName,
    contentType: info.contentType,
    body: await deps.blobs.read(document.blobKey),
  };
}

export async function openPartnerLogo(
  deps: SupplyPartnersDeps,
  logoFile: string,
): Promise<{ contentType: string; body: Readable }> {
  const partner = await isActiveLogo(deps.db, logoFile);
  const info = partner ? await deps.blobs.head(logoBlobKey(logoFile)) : null;
  if (!partner || !info) throw new AppError('not_found', 'The logo was not found.');
  return { contentType: info.contentType, body: await deps.blobs.read(logoBlobKey(logoFile)) };
}
