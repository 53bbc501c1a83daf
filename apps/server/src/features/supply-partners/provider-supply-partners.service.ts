// Supply partners through the provider API (issue 17 point 2, decision 054). The company keeps the
// partners of the vendors' Supply Partners page by its own external ids: a PUT is the whole partner
// (its links replace the ones it had). A logo arrives as base64, is checked (PNG magic numbers, or an
// SVG document) and stored in the blob store under a new file name, so that browsers holding the old
// logo in their cache (an hour) load the new one; the replaced file goes after the commit. The row, its
// links and the event are one transaction; `active: false` takes a partner off the page (no delete).
import { randomBytes } from 'node:crypto';
import {
  SUPPLY_PARTNER_LOGO_MAX_BYTES,
  type ProviderSupplyPartner,
  type PutSupplyPartnerBody,
} from '@vp/contracts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import { bytesMatchExtension } from '../../platform/blobs/file-signature.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import { logoBlobKey, logoUrl } from './partner-files.ts';
import {
  deletePartnerLinks,
  findPartnerByExternalId,
  insertPartnerIfNew,
  linksOfPartners,
  listPartnerRows,
  lockPartnerByExternalId,
  unknownDocumentNames,
  updatePartner,
  type PartnerRow,
} from './provider-supply-partners.repository.ts';
import { insertPartnerLinks, type PartnerValues } from './supply-partners.repository.ts';
import type { ListWindow } from '../../platform/provider/resource-answers.ts';

export type ProviderPartnerDeps = { db: Db; blobs: BlobStore };

const PROVIDER_ACTOR = { kind: 'provider', id: null } as const;

const badLogo = (detail: string) =>
  new AppError('bad_request', `logo: ${detail}`, { reason: 'invalid-logo' });

export const partnerNotFound = () =>
  new AppError('not_found', 'There is no supply partner with this external id.', { reason: 'not-found' });

type Logo = { file: string; bytes: Buffer; contentType: string };

/** The logo of the body, checked: its size, and bytes that are what its content type says. */
async function logoOf(logo: NonNullable<PutSupplyPartnerBody['logo']>): Promise<Logo> {
  const bytes = Buffer.from(logo.base64, 'base64');
  if (bytes.length === 0) throw badLogo('the logo is empty.');
  if (bytes.length > SUPPLY_PARTNER_LOGO_MAX_BYTES)
    throw badLogo(`the logo is larger than ${SUPPLY_PARTNER_LOGO_MAX_BYTES / 1024} KB.`);
  const extension = logo.contentType === 'image/png' ? 'png' : 'svg';
  const ok =
    extension === 'png'
      ? await bytesMatchExtension(bytes, 'png')
      : /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(
          bytes.toString('utf8'),
        );
  if (!ok) throw badLogo(`the bytes are not ${extension === 'png' ? 'a PNG image' : 'an SVG document'}.`);
  // a new name per logo: the logo route lets browsers keep a file for an hour
  return {
    file: `partner-${randomBytes(8).toString('hex')}.${extension}`,
    bytes,
    contentType: logo.contentType,
  };
}

function valuesOf(body: PutSupplyPartnerBody, logoFile: string): PartnerValues {
  return {
    section: body.section,
    name: body.name,
    display: body.display,
    logoFile,
    logoAlt: body.logoAlt ?? `${body.name} logo`,
    logoLinkUrl: body.logoLinkUrl,
    sortOrder: body.sortOrder,
    active: body.active,
  };
}

type LinkRow = Awaited<ReturnType<typeof linksOfPartners>>[number];

const linksOfBody = (body: PutSupplyPartnerBody) =>
  body.links.map((l) =>
    l.kind === 'document'
      ? { kind: l.kind, label: l.label, url: null, documentName: l.document }
      : { kind: l.kind, label: l.label, url: l.url, documentName: null },
  );

function sameAsStored(row: PartnerRow, links: LinkRow[], values: PartnerValues, body: PutSupplyPartnerBody) {
  const wanted = linksOfBody(body);
  return (
    row.section === values.section &&
    row.name === values.name &&
    row.display === values.display &&
    row.logoFile === values.logoFile &&
    row.logoAlt === values.logoAlt &&
    row.logoLinkUrl === values.logoLinkUrl &&
    row.sortOrder === values.sortOrder &&
    row.active === values.active &&
    links.length === wanted.length &&
    links.every(
      (l, i) =>
        l.kind === wanted[i]!.kind &&
        l.label === wanted[i]!.label &&
        l.url === wanted[i]!.url &&
        l.document === wanted[i]!.documentName,
    )
  );
}

export type PutPartnerResult = { created: boolean; partner: ProviderSupplyPartner };

/**
 * Creates or replaces the partner `externalId` with its links and event in one transaction. A new
 * partner needs a logo (400). With `expectedVersion` (If-Match) the partner must exist at that version
 * (412). The same partner again answers 200 with the partner as it is and records nothing.
 */
export async function putSupplyPartner(
  deps: ProviderPartnerDeps,
  externalId: string,
  body: PutSupplyPartnerBody,
  options: { expectedVersion: number | undefined },
): Promise<PutPartnerResult> {
  const logo = body.logo === undefined ? undefined : await logoOf(body.logo);
  const unknown = await unknownDocumentNames(
    deps.db,
    body.links.flatMap((l) => (l.kind === 'document' ? [l.document] : [])),
  );
  if (unknown.length > 0)
    throw new AppError(
      'bad_request',
      `links: unknown partner documents: ${unknown.slice(0, 20).join(', ')}.`,
      {
        reason: 'unknown-documents',
      },
    );
  // the bytes first: a row never names a logo that is not stored
  if (logo) await deps.blobs.put(logoBlobKey(logo.file), logo.bytes, logo.contentType);
  let replacedLogo: string | undefined;
  try {
    const result = await deps.db.transaction().execute(async (tx) => {
      let existing = await lockPartnerByExternalId(tx, externalId);
      if (!existing) {
        if (options.expectedVersion !== undefined) throw preconditionFailed();
        if (!logo)
          throw new AppError('bad_request', 'logo: a new supply partner needs its logo.', {
            reason: 'logo-required',
          });
        const id = await insertPartnerIfNew(tx, externalId, valuesOf(body, logo.file));
        if (id !== undefined) {
          await insertPartnerLinks(tx, id, linksOfBody(body));
          await recordEvent(tx, {
            type: 'supply-partner.created',
            vendorId: null,
            actor: PROVIDER_ACTOR,
            subject: { partnerId: id, partnerExternalId: externalId },
            data: { active: body.active },
          });
          return { created: true, partner: await getSupplyPartner(tx, externalId) };
        }
        // a concurrent request created it first (the insert waited for its commit): update that one
        existing = await lockPartnerByExternalId(tx, externalId);
        if (!existing) throw new Error(`supply partner ${externalId} neither inserted nor found`);
      }
      if (options.expectedVersion !== undefined && options.expectedVersion !== existing.version)
        throw preconditionFailed();
      const values = valuesOf(body, logo?.file ?? existing.logoFile);
      const links = await linksOfPartners(tx, [existing.id]);
      if (sameAsStored(existing, links, values, body))
        return { created: false, partner: (await readPartners(tx, [existing]))[0]! };
      await updatePartner(tx, existing.id, values);
      await deletePartnerLinks(tx, existing.id);
      await insertPartnerLinks(tx, existing.id, linksOfBody(body));
      await recordEvent(tx, {
        type: 'supply-partner.updated',
        vendorId: null,
        actor: PROVIDER_ACTOR,
        subject: { partnerId: existing.id, partnerExternalId: externalId },
        data: { active: body.active },
      });
      if (logo) replacedLogo = existing.logoFile;
      return { created: false, partner: await getSupplyPartner(tx, externalId) };
    });
    if (replacedLogo) await deps.blobs.delete(logoBlobKey(replacedLogo)).catch(() => undefined);
    return result;
  } catch (error) {
    if (logo) await deps.blobs.delete(logoBlobKey(logo.file)).catch(() => undefined);
    throw error;
  }
}

async function readPartners(db: Db, rows: PartnerRow[]): Promise<ProviderSupplyPartner[]> {
  const links = await linksOfPartners(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    externalId: row.externalId,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    section: row.section,
    name: row.name,
    display: row.display,
    logoPath: logoUrl(row.logoFile),
    logoAlt: row.logoAlt,
    logoLinkUrl: row.logoLinkUrl,
    links: links
      .filter((l) => l.partnerId === row.id)
      .map((l) => ({ kind: l.kind, label: l.label, url: l.url, document: l.document })),
    sortOrder: row.sortOrder,
    active: row.active,
  }));
}

export async function getSupplyPartner(db: Db, externalId: string): Promise<ProviderSupplyPartner> {
  const row = await findPartnerByExternalId(db, externalId);
  if (!row) throw partnerNotFound();
  return (await readPartners(db, [row]))[0]!;
}

/** Up to `limit` partners after the partner `afterId`, each with its id for the page's cursor. */
export async function listSupplyPartners(
  db: Db,
  page: ListWindow,
): Promise<{ id: number; partner: ProviderSupplyPartner }[]> {
  const rows = await listPartnerRows(db, page);
  const partners = await readPartners(db, rows);
  return rows.map((row, i) => ({ id: row.id, partner: partners[i]! }));
}
