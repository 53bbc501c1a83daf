// Portal settings through the provider API (issue 17 point 2, decision 054): the key/value rows the
// vendor app's start-up calls read (decision 005), as one resource with one version (its ETag). A PUT
// names the settings it changes; they are written with the version bump and the settings.changed
// event in one transaction, and the vendor app's next call reads them.
import {
  PORTAL_SETTING_NAMES,
  type PortalSettingName,
  type PortalSettingsFields,
  type ProviderPortalSettings,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import {
  bumpSettingsVersion,
  lockSettingsVersion,
  readSettingsVersion,
  writeSettings,
} from './provider-portal-settings.repository.ts';
import { readSettings } from './start-up.repository.ts';
import { settingDefaults } from './start-up.service.ts';

const PROVIDER_ACTOR = { kind: 'provider', id: null } as const;

/** The stored text of a setting (the portal_settings table holds text only). */
const storedOf = (name: PortalSettingName, value: PortalSettingsFields[PortalSettingName]) =>
  name === 'woHistoryMonthLimit' ? String(value) : (value as string);

async function fieldsOf(db: Db): Promise<PortalSettingsFields> {
  const stored = await readSettings(db, PORTAL_SETTING_NAMES);
  const text = (name: PortalSettingName) => stored.get(name) ?? settingDefaults[name];
  const months = Number.parseInt(text('woHistoryMonthLimit'), 10);
  return {
    portalMessage: text('portalMessage'),
    portalMessageColor: text('portalMessageColor'),
    quickPayDisclaimer: text('quickPayDisclaimer'),
    portalPrefix: text('portalPrefix'),
    companyName: text('companyName'),
    woHistoryMonthLimit: Number.isSafeInteger(months) ? months : Number(settingDefaults.woHistoryMonthLimit),
  };
}

export async function getProviderPortalSettings(db: Db): Promise<ProviderPortalSettings> {
  const [fields, version] = await Promise.all([fieldsOf(db), readSettingsVersion(db)]);
  return { ...fields, version: version.version, updatedAt: version.updatedAt.toISOString() };
}

/**
 * Writes the settings named in `changes`. With `expectedVersion` (If-Match) the settings must be at
 * that version (412 otherwise). Values equal to the current ones change nothing; when none differs,
 * nothing is written, the version stays and no event is recorded.
 */
export async function putProviderPortalSettings(
  db: Db,
  changes: Partial<PortalSettingsFields>,
  options: { expectedVersion: number | undefined },
): Promise<ProviderPortalSettings> {
  return db.transaction().execute(async (tx) => {
    // the one-row version is the lock: concurrent PUTs run one after the other
    const version = await lockSettingsVersion(tx);
    if (options.expectedVersion !== undefined && options.expectedVersion !== version.version)
      throw preconditionFailed();
    const current = await fieldsOf(tx);
    const changed = PORTAL_SETTING_NAMES.filter(
      (name) => changes[name] !== undefined && changes[name] !== current[name],
    );
    if (changed.length > 0) {
      await writeSettings(
        tx,
        changed.map((name) => ({ key: name, value: storedOf(name, changes[name]!) })),
      );
      await bumpSettingsVersion(tx);
      await recordEvent(tx, {
        type: 'settings.changed',
        vendorId: null,
        actor: PROVIDER_ACTOR,
        subject: {},
        data: { fields: changed },
      });
    }
    return getProviderPortalSettings(tx);
  });
}
