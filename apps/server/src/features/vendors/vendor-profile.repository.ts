// The only SQL of the vendor-profile calls: the session's vendor row, read and changed.
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { VendorTable } from '../../platform/db/schema.ts';

/** The profile and its version; `lock` takes the row for the save's transaction (decision 100). */
export function findProfile(db: Db, vendorId: number, lock = false) {
  const query = db
    .selectFrom('vendors')
    .select([
      'company',
      'address',
      'city',
      'state',
      'zip',
      'contact_email as contactEmail',
      'contact_person as contactPerson',
      'fax',
      'phone',
      'mailing_company as mailingCompany',
      'mailing_address as mailingAddress',
      'mailing_city as mailingCity',
      'mailing_state as mailingState',
      'mailing_zip as mailingZip',
      'is_service_fee as isServiceFee',
      'service_fee as serviceFee',
      'remit_type as remitType',
      'check_company as checkCompany',
      'check_dba as checkDBA',
      'check_address as checkAddress',
      'check_city as checkCity',
      'check_state as checkState',
      'check_zip as checkZip',
      'allow_guest_ivr as allowGuestIVR',
      'vendor_num as vendorNum',
      'version',
    ])
    .where('id', '=', vendorId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The columns a vendor may change; the provider's (vendor_num, remit type, check block) are not here. */
export type ProfileChanges = Pick<
  Updateable<VendorTable>,
  | 'company'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'contact_email'
  | 'contact_person'
  | 'fax'
  | 'phone'
  | 'mailing_company'
  | 'mailing_address'
  | 'mailing_city'
  | 'mailing_state'
  | 'mailing_zip'
  | 'is_service_fee'
  | 'service_fee'
  | 'allow_guest_ivr'
>;

/**
 * Applies the changes to the row read (and locked) at `version`; the version after it (the table's
 * trigger moves it when a value changes, migration 0024), or null when the vendor is gone.
 */
export async function updateProfile(
  db: Db,
  vendorId: number,
  version: number,
  changes: ProfileChanges,
): Promise<number | null> {
  if (Object.keys(changes).length === 0) return version;
  const row = await db
    .updateTable('vendors')
    .set(changes)
    .where('id', '=', vendorId)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? null;
}

/** The state's code when it is a known state; null otherwise. */
export async function findStateCode(db: Db, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('states')
    .select('code')
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  return row?.code ?? null;
}

/** The dataset's spelling of a city of the state (matched without regard to case); null when none. */
export async function findCityName(db: Db, stateCode: string, name: string): Promise<string | null> {
  const row = await db
    .selectFrom('cities')
    .select('name')
    .where('state_code', '=', stateCode)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
  return row?.name ?? null;
}
