// The staff sign-in's device cookie (decision 097; what it is and does: platform/identity/device-cookies.ts):
// `vp_staff_device`, given when a password sign-in is complete (its second factor passed) and read by
// its three calls under /staff/api/sign-in. Signed over a label of its own, so that a vendor's
// vp_device is never a staff member's. The company's identity provider (decision 064) has its own
// limits and gives none.
import type { Db } from '../../platform/db/database.ts';
import { deviceCookies, type DeviceCookies } from '../../platform/identity/device-cookies.ts';

export const STAFF_DEVICE_COOKIE = 'vp_staff_device';

export const staffDeviceCookies = (db: Db): DeviceCookies =>
  deviceCookies(db, { name: STAFF_DEVICE_COOKIE, path: '/staff/api/sign-in', label: 'staff\0' });
