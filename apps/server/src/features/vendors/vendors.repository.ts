// The SQL of the provider's vendors (decision 053): a vendor row with its QuickPay exclusion, as the
// company reads it, found by the company's external id.
import { sql } from 'kysely';
import type { ProviderVendor, RemitType, VendorStatus } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { inListPage, type ListPage } from '../../domain/list-page.repository.ts';

export type VendorRow = ProviderVendor & { id: number };

/** Column = field, for the writes. */
export const VENDOR_COLUMNS = {
  vendorNum: 'vendor_num',
  status: 'status',
  company: 'company',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  contactEmail: 'contact_email',
  contactPerson: 'contact_person',
  phone: 'phone',
  fax: 'fax',
  mailingCompany: 'mailing_company',
  mailingAddress: 'mailing_address',
  mailingCity: 'mailing_city',
  mailingState: 'mailing_state',
  mailingZip: 'mailing_zip',
  allowGuestIVR: 'allow_guest_ivr',
  remitType: 'remit_type',
  checkCompany: 'check_company',
  checkDBA: 'check_dba',
  checkAddress: 'check_address',
  checkCity: 'check_city',
  checkState: 'check_state',
  checkZip: 'check_zip',
  isServiceFee: 'is_service_fee',
  serviceFee: 'service_fee',
} as const;

function vendorQuery(db: Db) {
  return db
    .selectFrom('vendors as v')
    .leftJoin('vendor_quick_pay as q', 'q.vendor_id', 'v.id')
    .select([
      'v.id',
      'v.external_id as externalId',
      'v.vendor_num as vendorNum',
      'v.status',
      'v.company',
      'v.address',
      'v.city',
      'v.state',
      'v.zip',
      'v.contact_email as contactEmail',
      'v.contact_person as contactPerson',
      'v.phone',
      'v.fax',
      'v.mailing_company as mailingCompany',
      'v.mailing_address as mailingAddress',
      'v.mailing_city as mailingCity',
      'v.mailing_state as mailingState',
      'v.mailing_zip as mailingZip',
      'v.allow_guest_ivr as allowGuestIVR',
      'v.remit_type as remitType',
      'v.check_company as checkCompany',
      'v.check_dba as checkDBA',
      'v.check_address as checkAddress',
      'v.check_city as checkCity',
      'v.check_state as checkState',
      'v.check_zip as checkZip',
      sql<boolean>`coalesce(q.qp_exclude, false)`.as('qpExclude'),
      'v.is_service_fee as isServiceFee',
      'v.service_fee as serviceFee',
      // compliance (decision 112): no stored state of the vendor blocks dispatch (the partial index
      // compliance_states_blocking_idx answers it)
      sql<boolean>`not exists (select 1 from compliance_states s
        where s.vendor_id = v.id and s.state not in ('held', 'expiring'))`.as('dispatchable'),
      'v.version',
      'v.created_at as createdAt',
      'v.updated_at as updatedAt',
    ]);
}

type Raw = Awaited<ReturnType<ReturnType<typeof vendorQuery>['execute']>>[number];

function toVendor(r: Raw): VendorRow {
  return {
    ...r,
    externalId: r.externalId ?? '',
    status: r.status as VendorStatus,
    // set only through the provider API's enum or the seed (CHECK or ACH)
    remitType: r.remitType as RemitType,
    allowGuestIVR: r.allowGuestIVR === 1 ? 1 : 0,
    serviceFee: Number(r.serviceFee),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function findVendor(db: Db, externalId: string): Promise<VendorRow | undefined> {
  const row = await vendorQuery(db).where('v.external_id', '=', externalId).executeTakeFirst();
  return row && toVendor(row);
}

/** The vendor, its row locked until the transaction ends. */
export async function lockVendor(tx: Db, externalId: string): Promise<VendorRow | undefined> {
  const row = await vendorQuery(tx).where('v.external_id', '=', externalId).forUpdate('v').executeTakeFirst();
  return row && toVendor(row);
}

/** The vendor by the portal's id, its row locked until the transaction ends (the staff console). */
export async function lockVendorById(tx: Db, id: number): Promise<VendorRow | undefined> {
  const row = await vendorQuery(tx).where('v.id', '=', id).forUpdate('v').executeTakeFirst();
  return row && toVendor(row);
}

export async function findVendorById(db: Db, id: number): Promise<VendorRow> {
  return toVendor(await vendorQuery(db).where('v.id', '=', id).executeTakeFirstOrThrow());
}

/** Vendors with an external id after `afterId`, by id. */
export async function listVendorRows(db: Db, page: ListPage): Promise<VendorRow[]> {
  const vendors = vendorQuery(db).where('v.external_id', 'is not', null);
  return (await inListPage(vendors, { id: 'v.id', updatedAt: 'v.updated_at' }, page).execute()).map(toVendor);
}

export type VendorColumnValues = Partial<
  Record<(typeof VENDOR_COLUMNS)[keyof typeof VENDOR_COLUMNS], unknown>
>;

/** Inserts the vendor; undefined when a concurrent request inserted this external id first. */
export async function insertVendor(
  tx: Db,
  externalId: string,
  values: VendorColumnValues,
): Promise<number | undefined> {
  const row = await tx
    .insertInto('vendors')
    .values({ ...(values as { vendor_num: number; company: string }), external_id: externalId })
    .onConflict((oc) => oc.column('external_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Writes the columns and bumps the version (the trigger then leaves it alone). */
export async function updateVendor(tx: Db, id: number, values: VendorColumnValues): Promise<void> {
  await tx
    .updateTable('vendors')
    .set({
      ...(values as Record<string, never>),
      version: sql<number>`version + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function setQpExclude(tx: Db, vendorId: number, qpExclude: boolean): Promise<void> {
  await tx
    .insertInto('vendor_quick_pay')
    .values({ vendor_id: vendorId, qp_exclude: qpExclude })
    .onConflict((oc) => oc.column('vendor_id').doUpdateSet({ qp_exclude: qpExclude, updated_at: sql`now()` }))
    .execute();
}
