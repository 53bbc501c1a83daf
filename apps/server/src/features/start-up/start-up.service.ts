// The start-up datasets. Settings live in portal_settings (key/value) so IT changes them without a
// release; a key that is missing falls back to the default below.
import type { DisclaimerValues, PortalSettings, SecurityKeys } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { listSecurityKeys, listStatusOrders, readSettings } from './start-up.repository.ts';

export const settingDefaults = {
  woHistoryMonthLimit: '12',
  quickPayDisclaimer:
    'By opting in I agree that QuickPay payments are made early at the discount shown, deducted from the invoice amount.',
  portalPrefix: 'Vendor',
  companyName: 'Facilities Services',
  portalMessage: '',
  portalMessageColor: '#0d47a1',
} as const;

type SettingKey = keyof typeof settingDefaults;

async function settingsOf<K extends SettingKey>(db: Db, keys: readonly K[]): Promise<Record<K, string>> {
  const stored = await readSettings(db, keys);
  return Object.fromEntries(keys.map((k) => [k, stored.get(k) ?? settingDefaults[k]])) as Record<K, string>;
}

export function getPortalSettings(db: Db): Promise<PortalSettings> {
  return settingsOf(db, ['woHistoryMonthLimit', 'quickPayDisclaimer', 'portalPrefix', 'companyName']);
}

export function getDisclaimerValues(db: Db): Promise<DisclaimerValues> {
  return settingsOf(db, ['portalMessage', 'portalMessageColor']);
}

export async function getStatusOrders(db: Db) {
  return { statusOrders: await listStatusOrders(db) };
}

export async function getSecurityKeys(db: Db): Promise<SecurityKeys> {
  const rows = await listSecurityKeys(db);
  return { securityKeys: Object.fromEntries(rows.map((r) => [r.name, r.value])) };
}
