// The start-up datasets the web app loads once a session is confirmed (SPEC section 7, "Sign-in and users").
import { z } from 'zod';

/** GET /api/get-portal-settings: the settings fetch the spec leaves unnamed (path chosen here). */
export const portalSettingsPath = '/api/get-portal-settings';
export const portalSettings = z.object({
  woHistoryMonthLimit: z.string(),
  quickPayDisclaimer: z.string(),
  portalPrefix: z.string(),
  companyName: z.string(),
});
export type PortalSettings = z.infer<typeof portalSettings>;

/** GET /api/get-vendor-disclaimer-values: custom alert data, including the banner message. */
export const disclaimerValuesPath = '/api/get-vendor-disclaimer-values';
export const disclaimerValues = z.object({
  portalMessage: z.string(),
  portalMessageColor: z.string(),
});
export type DisclaimerValues = z.infer<typeof disclaimerValues>;

/** GET /api/get-status-orders/VendorPortal: the work-order status codes in display order. */
export const statusOrdersPath = '/api/get-status-orders/VendorPortal';
export const statusOrder = z.object({
  code: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
});
export const statusOrders = z.object({ statusOrders: z.array(statusOrder) });
export type StatusOrder = z.infer<typeof statusOrder>;

/** GET /api/get-security-keys: client-visible keys (never secrets), by name. */
export const securityKeysPath = '/api/get-security-keys';
export const securityKeys = z.object({ securityKeys: z.record(z.string(), z.string()) });
export type SecurityKeys = z.infer<typeof securityKeys>;
