// The console's Portal settings screen (issue 18 point 2, decision 060): the portal settings through
// the provider API's write (writePortalSettings, decision 054: the same rows, version and
// settings.changed event) and the QuickPay options vendors choose from. Each change writes its staff
// audit row with the values before and after in the change's transaction; a change that changes
// nothing writes nothing.
import {
  PORTAL_SETTINGS_STALE,
  type PortalSettingsFields,
  type QuickPayOption,
  type QuickPayOptionKind,
  type StaffPutSettingsBody,
  type StaffSettings,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { AppError, notFound, staleVersion } from '../../platform/http/app-error.ts';
import { recordStaffAction, type StaffActor } from '../../platform/identity/staff-audit-log.repository.ts';
import { getProviderPortalSettings, writePortalSettings } from './portal-settings.ts';
import { lockSettingsVersion } from './portal-settings.repository.ts';
import {
  findOption,
  insertOption,
  listOptions,
  lockOption,
  otherOptionWithDays,
  updateOption,
  type OptionRow,
  type OptionValues,
} from './staff-settings.repository.ts';

export type SettingsActor = StaffActor & { staffId: number };

const toOption = (row: OptionRow): QuickPayOption => ({ ...row });

export async function getStaffSettings(db: Db): Promise<StaffSettings> {
  const [settings, options] = await Promise.all([getProviderPortalSettings(db), listOptions(db)]);
  return { settings, quickPayOptions: options.map(toOption) };
}

/**
 * Changes the settings named in `changes` (the others stay); the same values again change nothing.
 * With `version` the settings must still be at it: else 409 stale-version with the screen's data as it
 * now is, nothing written (decision 100: the screen read them at that version, and another change,
 * the provider API's too, came in between).
 */
export async function putStaffSettings(
  db: Db,
  { version, ...changes }: StaffPutSettingsBody,
  actor: SettingsActor,
  ip: string | null,
): Promise<StaffSettings> {
  await db.transaction().execute(async (tx) => {
    // the settings' one version row is their lock (writePortalSettings takes it again): checked under it
    const now = await lockSettingsVersion(tx);
    if (version !== undefined && version !== now.version)
      throw staleVersion(PORTAL_SETTINGS_STALE, await getStaffSettings(tx));
    const written = await writePortalSettings(tx, changes, {
      expectedVersion: undefined,
      actor: { kind: 'staff', id: actor.staffId },
    });
    if (written.changed.length === 0) return;
    const pick = (fields: PortalSettingsFields) =>
      Object.fromEntries(written.changed.map((name) => [name, fields[name]]));
    await recordStaffAction(tx, {
      actor,
      action: 'settings.changed',
      subjectType: 'portal-settings',
      subjectId: null,
      before: pick(written.before),
      after: pick(written.settings),
      ip,
    });
  });
  return getStaffSettings(db);
}

const LABEL: Record<QuickPayOptionKind, string> = { automatic: 'an automatic', manual: 'a per-invoice' };

const daysTaken = (kind: QuickPayOptionKind, days: number) =>
  new AppError(
    'bad_request',
    `There is already ${LABEL[kind]} QuickPay option of ${days} ${days === 1 ? 'day' : 'days'}; ` +
      'change that one instead.',
    { reason: 'quick-pay-option-days-taken' },
  );

/** What the audit log keeps of an option. */
const audited = (o: OptionRow) => ({
  kind: o.kind,
  percentage: o.percentage,
  days: o.days,
  mailingFee: o.mailingFee,
  active: o.active,
});

async function optionChanged(
  tx: Db,
  actor: SettingsActor,
  ip: string | null,
  action: string,
  id: number,
  before: OptionRow | null,
  after: OptionRow,
): Promise<void> {
  await recordEvent(tx, {
    type: 'settings.changed',
    vendorId: null,
    actor: { kind: 'staff', id: actor.staffId },
    subject: {},
    data: { fields: ['quickPayOptions'] },
  });
  await recordStaffAction(tx, {
    actor,
    action,
    subjectType: 'quick-pay-option',
    subjectId: id,
    before: before === null ? null : audited(before),
    after: audited(after),
    ip,
  });
}

/** numeric text compared as numbers ('2.5' and '2.50' are the same percentage) */
const sameNumber = (a: string, b: string) => Number(a) === Number(b);

export async function addQuickPayOption(
  db: Db,
  kind: QuickPayOptionKind,
  values: OptionValues,
  actor: SettingsActor,
  ip: string | null,
): Promise<StaffSettings> {
  try {
    await db.transaction().execute(async (tx) => {
      if (await otherOptionWithDays(tx, kind, values.days, null)) throw daysTaken(kind, values.days);
      const id = await insertOption(tx, kind, values);
      await optionChanged(tx, actor, ip, 'quick-pay-option.added', id, null, (await findOption(tx, id))!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw daysTaken(kind, values.days);
    throw error;
  }
  return getStaffSettings(db);
}

/**
 * Changes an option's percentage, days, mailing fee or whether it is offered. Invoices keep the
 * figures they were given; vendors opted in to an automatic option get the new terms on their next
 * invoices. An automatic option with vendors opted in stays offered (409): they opt out or switch
 * first. 404 for an unknown option; the same values again change nothing.
 */
export async function putQuickPayOption(
  db: Db,
  id: number,
  values: OptionValues,
  actor: SettingsActor,
  ip: string | null,
): Promise<StaffSettings> {
  let kind: QuickPayOptionKind | undefined;
  try {
    await db.transaction().execute(async (tx) => {
      const before = await lockOption(tx, id);
      if (!before) throw notFound('QuickPay option');
      kind = before.kind;
      const same =
        sameNumber(before.percentage, values.percentage) &&
        before.days === values.days &&
        sameNumber(before.mailingFee, values.mailingFee) &&
        before.active === values.active;
      if (same) return;
      if (before.active && !values.active && before.vendorsOptedIn > 0)
        throw new AppError(
          'conflict',
          `${before.vendorsOptedIn} ${before.vendorsOptedIn === 1 ? 'vendor is' : 'vendors are'} opted in to ` +
            'this automatic option, so it stays offered until they opt out or choose another one.',
          { reason: 'quick-pay-option-in-use' },
        );
      if (values.days !== before.days && (await otherOptionWithDays(tx, before.kind, values.days, id)))
        throw daysTaken(before.kind, values.days);
      await updateOption(tx, id, values);
      await optionChanged(tx, actor, ip, 'quick-pay-option.changed', id, before, (await findOption(tx, id))!);
    });
  } catch (error) {
    if (isUniqueViolation(error) && kind) throw daysTaken(kind, values.days);
    throw error;
  }
  return getStaffSettings(db);
}
