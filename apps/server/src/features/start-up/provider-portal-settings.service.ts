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

export type PortalSettingsWrite = {
  /** the settings as they were */
  before: PortalSettingsFields;
  /** the names of the settings that changed (none: nothing was written) */
  changed: PortalSettingName[];
  settings: ProviderPortalSettings;
};

/** Who changes the settings: the company's systems, or an Administrator in the staff console. */
export type PortalSettingsActor = { kind: 'provider'; id: null } | { kind: 'staff'; id: number };

/**
 * Writes the settings named in `changes` inside the caller's transaction `tx`. With `expectedVersion`
 * the settings must be at that version (412 otherwise). Values equal to the current ones change
 * nothing; when none differs, nothing is written, the version stays and no event is recorded. The
 * provider API and the staff console both write through here (decisions 054, 060).
 */
export async function writePortalSettings(
  tx: Db,
  changes: Partial<PortalSettingsFields>,
  options: { expectedVersion: number | undefined; actor: PortalSettingsActor },
): Promise<PortalSettingsWrite> {
  // the one-row version is the lock: concurrent writes run one after the other
  const version = await lockSettingsVersion(tx);
  if (options.expectedVersion !== undefined && options.expectedVersion !== version.version)
    throw preconditionFailed();
  const before = await fieldsOf(tx);
  const changed = PORTAL_SETTING_NAMES.filter(
    (name) => changes[name] !== undefined && changes[name] !== before[name],
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
      actor: options.actor,
      subject: {},
      data: { fields: changed },
    });
  }
  return { before, changed, settings: await getProviderPortalSettings(tx) };
}

/** The provider API's PUT: writePortalSettings in a transaction of its own, the provider as actor. */
export async function putProviderPortalSettings(
  db: Db,
  changes: Partial<PortalSettingsFields>,
  options: { expectedVersion: number | undefined },
): Promise<ProviderPortalSettings> {
  return db.transaction().execute(async (tx) => {
    const written = await writePortalSettings(tx, changes, {
      expectedVersion: options.expectedVersion,
      actor: PROVIDER_ACTOR,
    });
    return written.settings;
  });
}
