// The start-up datasets. Settings live in portal_settings (key/value) so IT changes them without a
// release; a key that is missing falls back to the default below.
import type { DisclaimerValues, PortalSettings, SecurityKeys } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { settingDefaults } from './portal-settings.ts';
import { readSettings } from './portal-settings.repository.ts';
import { listSecurityKeys, listStatusOrders } from './start-up.repository.ts';

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

/** How long index.html reuses the prefix it read; a changed setting shows within this time. */
const PREFIX_REUSE_MS = 30_000;

/**
 * The portal prefix for index.html, read at most every 30 s. Every page load serves index.html, so a
 * failing read (the database down) answers the last prefix read, or the default, rather than no page.
 */
export function portalPrefixReader(db: Db, now: () => number = Date.now): () => Promise<string> {
  let last: { value: string; at: number } | undefined;
  return async () => {
    if (last && now() - last.at < PREFIX_REUSE_MS) return last.value;
    try {
      const { portalPrefix } = await settingsOf(db, ['portalPrefix']);
      last = { value: portalPrefix, at: now() };
      return portalPrefix;
    } catch {
      return last?.value ?? settingDefaults.portalPrefix;
    }
  };
}
