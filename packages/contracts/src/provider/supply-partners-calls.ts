// Supply partners through the provider API (issue 17 point 2, decision 054): the partners of the
// vendors' Supply Partners page (decision 019), by the company's external id: section, name, logo
// (stored in our blob store and served from our origin), logo link and the partner's links. A partner
// is taken off the page with `active: false`; there is no delete.
import { z } from 'zod';
import { SUPPLY_PARTNER_SECTIONS } from '../supply-partners/messages.ts';
import { defineProviderCall, defineProviderResource } from './provider-call.ts';
import { PROVIDER_API_PREFIX } from './provider-calls.ts';
import {
  PROVIDER_ONE_RULES,
  externalIdParamsSchema,
  providerListQuerySchema,
  providerPageSchema,
} from './provider-shapes.ts';
import { allow } from '../platform/access.ts';

export const SUPPLY_PARTNER_LOGO_MAX_BYTES = 256 * 1024;
export const SUPPLY_PARTNER_MAX_LINKS = 20;

const sectionKeys = SUPPLY_PARTNER_SECTIONS.map((s) => s.key) as [
  (typeof SUPPLY_PARTNER_SECTIONS)[number]['key'],
  ...(typeof SUPPLY_PARTNER_SECTIONS)[number]['key'][],
];
export const supplyPartnerSectionSchema = z.enum(sectionKeys);
/** 'brand': one of the small brand logos */
export const supplyPartnerDisplaySchema = z.enum(['partner', 'brand']);
export const supplyPartnerLinkKindSchema = z.enum(['external', 'esign', 'document']);
const httpUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\/[^\s]+$/, 'an http(s) URL');
const label = z.string().trim().min(1).max(200);

export const supplyPartnerLinkSchema = z.discriminatedUnion('kind', [
  /** a page of the partner, or an e-signature form; opened in a new tab */
  z.object({ kind: z.enum(['external', 'esign']), label, url: httpUrl }).strict(),
  /** a document the portal already holds, by its name (download-supply-partner-document/{name}) */
  z
    .object({
      kind: z.literal('document'),
      label,
      document: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'a partner document name'),
    })
    .strict(),
]);

export const putSupplyPartnerBodySchema = z
  .object({
    section: supplyPartnerSectionSchema,
    name: z.string().trim().min(1).max(200),
    /** 'brand': one of the small brand logos */
    display: supplyPartnerDisplaySchema.default('partner'),
    /** the logo's bytes; needed to create a partner, left out to keep the logo it has */
    logo: z
      .object({
        contentType: z.enum(['image/svg+xml', 'image/png']),
        /** base64 of at most 256 KB */
        base64: z
          .string()
          .max(Math.ceil(SUPPLY_PARTNER_LOGO_MAX_BYTES / 3) * 4 + 4)
          .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
      })
      .strict()
      .optional(),
    /** the logo's alt text; default '<name> logo' */
    logoAlt: z.string().trim().max(200).optional(),
    /** where a click on the logo goes; null: nowhere */
    logoLinkUrl: httpUrl.nullable().default(null),
    links: z.array(supplyPartnerLinkSchema).max(SUPPLY_PARTNER_MAX_LINKS).default([]),
    /** the order within its section (smaller first) */
    sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    /** false: the partner, its logo and its links are off the page at once */
    active: z.boolean().default(true),
  })
  .strict();
export type PutSupplyPartnerBody = z.output<typeof putSupplyPartnerBodySchema>;

export const providerSupplyPartnerSchema = z.object({
  /** null: a partner the portal made itself (the demo data) */
  externalId: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
  section: supplyPartnerSectionSchema,
  name: z.string(),
  display: supplyPartnerDisplaySchema,
  /** where the vendors' page loads the logo from (our origin) */
  logoPath: z.string(),
  logoAlt: z.string(),
  logoLinkUrl: z.string().nullable(),
  links: z.array(
    z.object({
      kind: supplyPartnerLinkKindSchema,
      label: z.string(),
      url: z.string().nullable(),
      document: z.string().nullable(),
    }),
  ),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type ProviderSupplyPartner = z.infer<typeof providerSupplyPartnerSchema>;

const PARTNERS_PATH = `${PROVIDER_API_PREFIX}/supply-partners`;

/** The provider API's `supply-partners`: its OpenAPI tag and the names of its shapes there. */
export const providerSupplyPartnersResource = defineProviderResource({
  tag: 'supply-partners',
  description: "The partners of the vendors' Supply Partners page.",
  schemas: {
    SupplyPartner: providerSupplyPartnerSchema,
    SupplyPartnerInput: putSupplyPartnerBodySchema,
    SupplyPartnerLinkInput: supplyPartnerLinkSchema,
    SupplyPartnerSection: supplyPartnerSectionSchema,
    SupplyPartnerDisplay: supplyPartnerDisplaySchema,
    SupplyPartnerLinkKind: supplyPartnerLinkKindSchema,
  },
});

export const putSupplyPartnerCall = defineProviderCall({
  id: 'putSupplyPartner',
  method: 'PUT',
  path: `${PARTNERS_PATH}/:externalId`,
  resource: providerSupplyPartnersResource,
  params: externalIdParamsSchema,
  body: putSupplyPartnerBodySchema,
  response: providerSupplyPartnerSchema,
  access: allow.provider('supply-partners:write'),
  summary: "Creates (201) or replaces (200) a supply partner of the vendors' Supply Partners page.",
  description:
    'The body is the whole partner: links replace the ones it had. logo is needed to create a partner ' +
    '(PNG or SVG, at most 256 KB; its bytes must be what the content type says) and may be left out of an ' +
    'update to keep the logo. A document link names a partner document the portal holds (400 otherwise). ' +
    'active false takes the partner off the page at once (there is no delete). With If-Match, the partner ' +
    'must exist at that version (else 412). Records supply-partner.created or supply-partner.updated.',
  etag: true,
});

export const getSupplyPartnerCall = defineProviderCall({
  id: 'getSupplyPartner',
  method: 'GET',
  path: `${PARTNERS_PATH}/:externalId`,
  resource: providerSupplyPartnersResource,
  params: externalIdParamsSchema,
  response: providerSupplyPartnerSchema,
  access: allow.provider('supply-partners:read'),
  summary: 'One supply partner.',
  etag: true,
  description: PROVIDER_ONE_RULES + "logoPath is where the vendors' page loads the logo from (our origin).",
});

export const listSupplyPartnersCall = defineProviderCall({
  id: 'listSupplyPartners',
  method: 'GET',
  path: PARTNERS_PATH,
  resource: providerSupplyPartnersResource,
  query: providerListQuerySchema,
  response: providerPageSchema(providerSupplyPartnerSchema),
  access: allow.provider('supply-partners:read'),
  summary: 'The supply partners (active or not), a page at a time.',
  description: 'Partners the portal made itself are listed too, with externalId null.',
});
