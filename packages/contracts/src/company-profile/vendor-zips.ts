// The Zip Code section of the company profile (SPEC sections 2, 3, 5, 7): the ZIP codes the vendor
// serves, each shown with its city and state.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { companyDeleteResponse, companyProfileIdParams } from './vendor-trades.ts';
import { allow } from '../platform/access.ts';

/** SPEC section 3 "Vendor zip" */
export const vendorZip = z.object({
  id: z.number().int(),
  /** 5 digits */
  zipCode: z.string(),
  city: z.string(),
  /** 2-letter code */
  state: z.string(),
});
export type VendorZip = z.infer<typeof vendorZip>;

/** SPEC section 5: a zip to add is a positive number (a 5-digit US ZIP code). */
export const VENDOR_ZIP_PATTERN = /^\d{5}$/;

/** GET /api/get-vendor-zip-by-vend-num: the session's vendor's ZIP codes, in ZIP order. */
export const getVendorZipsResponse = z.object({ vendorZip: z.array(vendorZip) });
export type GetVendorZipsResponse = z.infer<typeof getVendorZipsResponse>;

/**
 * POST /api/create-Zip-by-vendor {zipCode}: a number or a string of 5 digits. 400 ZIP_CODE_INVALID
 * (not a positive 5-digit number), ZIP_CODE_UNKNOWN (no such US ZIP); 409 ZIP_CODE_DUPLICATE.
 */
// typed loosely so that a bad value gets the server's text, not a schema error
export const createVendorZipRequest = z.object({
  zipCode: z.union([z.number(), z.string().max(50)]).nullish(),
});
export type CreateVendorZipRequest = z.input<typeof createVendorZipRequest>;
export const createVendorZipResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  vendorZip,
});
export type CreateVendorZipResponse = z.infer<typeof createVendorZipResponse>;

/**
 * DELETE /api/delete-zip-by-id-by-vendor/{id}: answers companyDeleteResponse; 404 ZIP_CODE_NOT_FOUND
 * for a missing or another vendor's ZIP.
 */

export const getVendorZipsCall = defineCall({
  id: 'get-vendor-zip-by-vend-num',
  method: 'GET',
  path: '/api/get-vendor-zip-by-vend-num',
  response: getVendorZipsResponse,
  access: allow.vendor('company'),
  summary: 'The ZIP codes the vendor serves, with city and state, in ZIP order',
});

export const createVendorZipCall = defineCall({
  id: 'create-Zip-by-vendor',
  method: 'POST',
  path: '/api/create-Zip-by-vendor',
  body: createVendorZipRequest,
  response: createVendorZipResponse,
  access: allow.vendor('company:edit'),
  summary: "Adds a US ZIP code to the vendor's",
});

export const deleteVendorZipCall = defineCall({
  id: 'delete-zip-by-id-by-vendor',
  method: 'DELETE',
  path: '/api/delete-zip-by-id-by-vendor/:id',
  params: companyProfileIdParams,
  response: companyDeleteResponse,
  access: allow.vendor('company:edit'),
  summary: "Removes one of the vendor's ZIP codes",
});
