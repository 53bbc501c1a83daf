// The SQL of the console's Portal settings screen (decision 060): the QuickPay options vendors choose
// from (quick_pay_settings, migration 0007), with how many vendors are opted in to each.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export type OptionRow = {
  id: number;
  kind: 'automatic' | 'manual';
  percentage: string;
  days: number;
  mailingFee: string;
  active: boolean;
  vendorsOptedIn: number;
};

function optionRows(db: Db) {
  return db
    .selectFrom('quick_pay_settings as s')
    .select([
      's.id',
      's.kind',
      's.percentage',
      's.days',
      's.mailing_fee as mailingFee',
      's.active',
      sql<number>`(select count(*)::int from vendor_quick_pay q where q.setting_id = s.id)`.as(
        'vendorsOptedIn',
      ),
    ]);
}

export function listOptions(db: Db): Promise<OptionRow[]> {
  return optionRows(db).orderBy('s.kind').orderBy('s.days').execute() as Promise<OptionRow[]>;
}

/** The option, locked until the transaction ends. */
export function lockOption(db: Db, id: number): Promise<OptionRow | undefined> {
  return optionRows(db).where('s.id', '=', id).forUpdate('s').executeTakeFirst() as Promise<
    OptionRow | undefined
  >;
}

export function findOption(db: Db, id: number): Promise<OptionRow | undefined> {
  return optionRows(db).where('s.id', '=', id).executeTakeFirst() as Promise<OptionRow | undefined>;
}

/** Another option of `kind` that pays in `days` (the table holds one per kind and days). */
export function otherOptionWithDays(
  db: Db,
  kind: 'automatic' | 'manual',
  days: number,
  exceptId: number | null,
) {
  let q = db.selectFrom('quick_pay_settings').select('id').where('kind', '=', kind).where('days', '=', days);
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export type OptionValues = { percentage: string; days: number; mailingFee: string; active: boolean };

export async function insertOption(db: Db, kind: 'automatic' | 'manual', v: OptionValues): Promise<number> {
  const row = await db
    .insertInto('quick_pay_settings')
    .values({ kind, percentage: v.percentage, days: v.days, mailing_fee: v.mailingFee, active: v.active })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOption(db: Db, id: number, v: OptionValues): Promise<void> {
  await db
    .updateTable('quick_pay_settings')
    .set({ percentage: v.percentage, days: v.days, mailing_fee: v.mailingFee, active: v.active })
    .where('id', '=', id)
    .execute();
}
