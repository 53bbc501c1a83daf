// The start-up datasets the web app loads once a session is confirmed (SPEC section 7, "Sign-in and users").
import { z } from 'zod';
import { defineCall } from './api-call.ts';
import { allow } from './access.ts';

/** GET /api/get-portal-settings: the settings fetch the spec leaves unnamed (path chosen here). */
export const portalSettings = z.object({
  woHistoryMonthLimit: z.string(),
  quickPayDisclaimer: z.string(),
  portalPrefix: z.string(),
  companyName: z.string(),
});
export type PortalSettings = z.infer<typeof portalSettings>;

/** GET /api/get-vendor-disclaimer-values: custom alert data, including the banner message. */
export const disclaimerValues = z.object({
  portalMessage: z.string(),
  portalMessageColor: z.string(),
});
export type DisclaimerValues = z.infer<typeof disclaimerValues>;

/** GET /api/get-status-orders/VendorPortal: the work-order status codes in display order. */
export const statusOrder = z.object({
  code: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
});
export const statusOrders = z.object({ statusOrders: z.array(statusOrder) });
export type StatusOrder = z.infer<typeof statusOrder>;

/** GET /api/get-security-keys: client-visible keys (never secrets), by name. */
export const securityKeys = z.object({ securityKeys: z.record(z.string(), z.string()) });
export type SecurityKeys = z.infer<typeof securityKeys>;

// Each behind a session; the web app loads them once the session is confirmed.

export const portalSettingsCall = defineCall({
  id: 'get-portal-settings',
  method: 'GET',
  path: '/api/get-portal-settings',
  response: portalSettings,
  access: allow.vendor(),
  summary: "The portal's settings: work-order history limit, QuickPay disclaimer, prefix, company name",
});

export const disclaimerValuesCall = defineCall({
  id: 'get-vendor-disclaimer-values',
  method: 'GET',
  path: '/api/get-vendor-disclaimer-values',
  response: disclaimerValues,
  access: allow.vendor(),
  summary: "The banner's message and colour",
});

export const statusOrdersCall = defineCall({
  id: 'get-status-orders',
  method: 'GET',
  path: '/api/get-status-orders/VendorPortal',
  response: statusOrders,
  access: allow.vendor(),
  summary: 'The work-order status codes in display order',
});

export const securityKeysCall = defineCall({
  id: 'get-security-keys',
  method: 'GET',
  path: '/api/get-security-keys',
  response: securityKeys,
  access: allow.vendor(),
  summary: 'Client-visible keys by name (never secrets)',
});
