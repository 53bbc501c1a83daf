// The vendor sign-in's device cookie (decision 034; what it is and does: platform/identity/device-cookies.ts):
// `vp_device`, scoped to /api/auth like the refresh cookie.
import type { Db } from '../../platform/db/database.ts';
import {
  deviceCookies as deviceCookiesOf,
  type DeviceCookies,
} from '../../platform/identity/device-cookies.ts';

export { deviceFor, type DeviceCookies, type TrustedDevice } from '../../platform/identity/device-cookies.ts';

export const DEVICE_COOKIE = 'vp_device';

export const deviceCookies = (db: Db): DeviceCookies =>
  deviceCookiesOf(db, { name: DEVICE_COOKIE, path: '/api/auth', label: '' });
