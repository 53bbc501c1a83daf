// The portal settings (domain layer: features may import it, it imports only platform and contracts):
// the key/value rows the vendor app's start-up calls read (decision 005) with their defaults, read as
// one resource with one version, and written by `writePortalSettings`, through which both the provider
// API (decision 054) and the staff console (decision 060) change them: the same rows, version bump and
// settings.changed event, whoever acts.
import {
  DEFAULT_CHECK_IN_RADIUS_METERS,
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
  readSettings,
  readSettingsVersion,
  writeSettings,
} from './portal-settings.repository.ts';

/** A setting without a row reads as its default. */
export const settingDefaults = {
  woHistoryMonthLimit: '12',
  // read by migration 0051's trigger too, which falls back on the same 24 (decision 114)
  dispatchResponseHours: '24',
  quickPayDisclaimer:
    'By opting in I agree that QuickPay payments are made early at the discount shown, deducted from the invoice amount.',
  portalPrefix: 'Vendor',
  companyName: 'Facilities Services',
  portalMessage: '',
  portalMessageColor: '#0d47a1',
  checkInRadiusMeters: String(DEFAULT_CHECK_IN_RADIUS_METERS),
  requireCheckInBeforeCompletion: 'false',
} as const;

/** The stored text of a setting (the portal_settings table holds text only). */
const storedOf = (name: PortalSettingName, value: PortalSettingsFields[PortalSettingName]) =>
  typeof value === 'string' ? value : String(value);

/** A stored whole number, or the setting's default when the text is not one. */
const wholeNumber = (text: string, fallback: string) => {
  const n = Number.parseInt(text, 10);
  return Number.isSafeInteger(n) ? n : Number(fallback);
};

async function fieldsOf(db: Db): Promise<PortalSettingsFields> {
  const stored = await readSettings(db, PORTAL_SETTING_NAMES);
  const text = (name: PortalSettingName) => stored.get(name) ?? settingDefaults[name];
  return {
    portalMessage: text('portalMessage'),
    portalMessageColor: text('portalMessageColor'),
    quickPayDisclaimer: text('quickPayDisclaimer'),
    portalPrefix: text('portalPrefix'),
    companyName: text('companyName'),
    woHistoryMonthLimit: wholeNumber(text('woHistoryMonthLimit'), settingDefaults.woHistoryMonthLimit),
    checkInRadiusMeters: wholeNumber(text('checkInRadiusMeters'), settingDefaults.checkInRadiusMeters),
    requireCheckInBeforeCompletion: text('requireCheckInBeforeCompletion') === 'true',
    dispatchResponseHours: wholeNumber(text('dispatchResponseHours'), settingDefaults.dispatchResponseHours),
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
