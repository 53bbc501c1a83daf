// The Trades section of the company profile (SPEC sections 2, 3, 5, 7): the trades the vendor serves,
// chosen from the provider's catalog.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

const MAX_ID = 2_147_483_647;

/** SPEC section 3 "Vendor trade" */
export const vendorTrade = z.object({ id: z.number().int(), tradeCode: z.string() });
export type VendorTrade = z.infer<typeof vendorTrade>;

/** GET /api/get-vendor-trade-by-vendor-id: the session's vendor's trades, by trade code. */
export const getVendorTradesByVendorResponse = z.object({ vendorTradeByVendorIds: z.array(vendorTrade) });
export type GetVendorTradesByVendorResponse = z.infer<typeof getVendorTradesByVendorResponse>;

/** GET /api/get-vendor-trades: the catalog of trade codes, sorted. */
export const getTradeCatalogResponse = z.object({ vendorTrades: z.array(z.string()) });
export type GetTradeCatalogResponse = z.infer<typeof getTradeCatalogResponse>;

/**
 * POST /api/create-vendor-trade {code}: adds a catalog trade to the vendor's. 400 TRADE_REQUIRED
 * (empty), TRADE_UNKNOWN (not in the catalog), 409 TRADE_DUPLICATE (already the vendor's).
 */
// typed loosely so that an empty or odd code gets the server's text, not a schema error
export const createVendorTradeRequest = z.object({ code: z.string().max(200).nullish() });
export type CreateVendorTradeRequest = z.input<typeof createVendorTradeRequest>;
export const createVendorTradeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  vendorTrade,
});
export type CreateVendorTradeResponse = z.infer<typeof createVendorTradeResponse>;

/** DELETE /api/delete-vendor-trade/{id}: 404 TRADE_NOT_FOUND for a missing or another vendor's trade. */
export const companyProfileIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** The answer of the company profile's deletes: {success: true, error: null, message} */
export const companyDeleteResponse = z.object({
  success: z.literal(true),
  error: z.null(),
  message: z.string(),
});
export type CompanyDeleteResponse = z.infer<typeof companyDeleteResponse>;

export const getVendorTradesByVendorCall = defineCall({
  id: 'get-vendor-trade-by-vendor-id',
  method: 'GET',
  path: '/api/get-vendor-trade-by-vendor-id',
  response: getVendorTradesByVendorResponse,
  access: allow.vendor('company'),
  summary: 'The trades the vendor serves, by trade code',
});

export const getTradeCatalogCall = defineCall({
  id: 'get-vendor-trades',
  method: 'GET',
  path: '/api/get-vendor-trades',
  response: getTradeCatalogResponse,
  access: allow.vendor('company'),
  summary: "The provider's catalog of trade codes, sorted",
});

export const createVendorTradeCall = defineCall({
  id: 'create-vendor-trade',
  method: 'POST',
  path: '/api/create-vendor-trade',
  body: createVendorTradeRequest,
  response: createVendorTradeResponse,
  access: allow.vendor('company:edit'),
  summary: "Adds a catalog trade to the vendor's trades",
});

export const deleteVendorTradeCall = defineCall({
  id: 'delete-vendor-trade',
  method: 'DELETE',
  path: '/api/delete-vendor-trade/:id',
  params: companyProfileIdParams,
  response: companyDeleteResponse,
  access: allow.vendor('company:edit'),
  summary: "Removes one of the vendor's trades",
});
