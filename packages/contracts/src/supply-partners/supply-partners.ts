// The Supply Partners page's calls (SPEC sections 2 and 7 "Scheduling, partners, public pages").
// All but the logo need a session. Logos and documents are served from our own origin.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

/**
 * A partner's link under its logo:
 * - `external`: a partner web page (or an external PDF); record it, then open `url` in a new tab;
 * - `esign`: an e-signature form on the partner's e-signature service; same as `external`;
 * - `document`: a document we serve; download it with downloadSupplyPartnerDocumentCall ({name: documentName}).
 */
export const supplyPartnerLink = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('external'), label: z.string(), url: z.string() }),
  z.object({ kind: z.literal('esign'), label: z.string(), url: z.string() }),
  z.object({ kind: z.literal('document'), label: z.string(), documentName: z.string() }),
]);
export type SupplyPartnerLink = z.infer<typeof supplyPartnerLink>;

export const supplyPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  /**
   * 'partner': a partner logo with its links; 'brand': a small brand logo (SPEC: "small brand logos"),
   * usually without links.
   */
  display: z.enum(['partner', 'brand']),
  /** same-origin URL of the logo image (GET, no session needed: an <img> sends no bearer token) */
  logoUrl: z.string(),
  /** alternative text of the logo */
  logoAlt: z.string(),
  /** where clicking the logo goes (record it first, then a new tab); null = the logo is not a link */
  logoLinkUrl: z.string().nullable(),
  links: z.array(supplyPartnerLink),
});
export type SupplyPartner = z.infer<typeof supplyPartner>;

export const supplyPartnerSection = z.object({
  key: z.string(),
  title: z.string(),
  partners: z.array(supplyPartner),
});
export type SupplyPartnerSection = z.infer<typeof supplyPartnerSection>;

export const getSupplyPartnersResponse = z.object({ sections: z.array(supplyPartnerSection) });
export type GetSupplyPartnersResponse = z.infer<typeof getSupplyPartnersResponse>;

/**
 * GET /api/get-supply-partners: the page's data (not in the SPEC; path chosen here, decision 019).
 * Sections come in the SPEC's order (key and title as in SUPPLY_PARTNER_SECTIONS); partners and their
 * links in display order.
 */
export const getSupplyPartnersCall = defineCall({
  id: 'get-supply-partners',
  method: 'GET',
  path: '/api/get-supply-partners',
  response: getSupplyPartnersResponse,
  access: allow.vendor(),
  summary: 'The Supply Partners page: its sections, partners, logos and links',
});

/**
 * GET a logo image: `logoUrl` above already is this path. Public: an <img> sends no bearer token, and
 * logos are no secret (decision 019).
 */
export const supplyPartnerLogoParams = z.object({ fileName: z.string().max(200) });
export const supplyPartnerLogoCall = defineCall({
  id: 'supply-partner-logo',
  method: 'GET',
  path: '/api/supply-partner-logo/:fileName',
  params: supplyPartnerLogoParams,
  produces: 'image/*',
  access: allow.public,
  summary: "A supply partner's logo image",
});

/**
 * POST /api/create-supply_partner_link_tracking {url}: records that the session's user of the session's
 * vendor opened a partner link. `url` must be one of the page's external/esign/logo links (400
 * PARTNER_LINK_UNKNOWN otherwise). Answers {success: true}.
 */
export const createSupplyPartnerLinkTrackingRequest = z.object({ url: z.string().trim().min(1).max(2000) });
export type CreateSupplyPartnerLinkTrackingRequest = z.input<typeof createSupplyPartnerLinkTrackingRequest>;
export const createSupplyPartnerLinkTrackingResponse = z.object({ success: z.literal(true) });
export const createSupplyPartnerLinkTrackingCall = defineCall({
  id: 'create-supply_partner_link_tracking',
  method: 'POST',
  path: '/api/create-supply_partner_link_tracking',
  body: createSupplyPartnerLinkTrackingRequest,
  response: createSupplyPartnerLinkTrackingResponse,
  access: allow.vendor(),
  summary: 'Records that the signed-in user opened a partner link',
});

/**
 * GET /api/download-supply-partner-document/{name}: the document itself (200, its content type, e.g.
 * application/pdf, Content-Disposition attachment with its file name). Unknown name: 404
 * PARTNER_DOCUMENT_NOT_FOUND.
 */
export const downloadSupplyPartnerDocumentParams = z.object({ name: z.string().max(200) });
export const downloadSupplyPartnerDocumentCall = defineCall({
  id: 'download-supply-partner-document',
  method: 'GET',
  path: '/api/download-supply-partner-document/:name',
  params: downloadSupplyPartnerDocumentParams,
  // the document's own type (most are PDFs)
  produces: '*/*',
  access: allow.vendor(),
  summary: "A supply partner's document, as an attachment",
});
