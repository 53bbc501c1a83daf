// Vendors through the provider API (issue 17 point 2, decision 053). The company creates a vendor
// with its profile and its own fields, and later changes its own fields (vendor number aside) freely;
// the profile is the vendor's to edit in the portal, so a change to it needs If-Match (the ETag of a
// read that saw the vendor's edits, which bump the version), else 428. Each write is one
// transaction with its event; making a vendor inactive ends its users' sessions in it too.
import {
  VENDOR_PROFILE_FIELDS,
  type ProviderVendor,
  type PutVendorBody,
  type VendorField,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { lockKeys } from '../../platform/db/advisory-locks.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import {
  findVendor,
  findVendorById,
  insertVendor,
  listVendorRows,
  lockVendor,
  setQpExclude,
  type VendorRow,
} from './vendors.repository.ts';
import { applyVendorChange, vendorColumnsOf } from './vendor-changes.ts';
import type { ListWindow } from '../../platform/provider/resource-answers.ts';

const PROVIDER_ACTOR = { kind: 'provider', id: null } as const;

export const vendorNotFound = () =>
  new AppError('not_found', 'There is no vendor with this external id.', { reason: 'not-found' });

const fieldsOf = (body: PutVendorBody) =>
  (Object.keys(body) as VendorField[]).filter((f) => body[f] !== undefined);

const publicOf = ({ id: _id, ...vendor }: VendorRow): ProviderVendor => vendor;

export type PutVendorResult = { created: boolean; vendor: ProviderVendor };

export async function putVendor(
  db: Db,
  externalId: string,
  body: PutVendorBody,
  options: { expectedVersion: number | undefined },
): Promise<PutVendorResult> {
  return db.transaction().execute(async (tx) => {
    // concurrent PUTs of one external id run one after the other: one creates, the rest update
    await lockKeys(tx, [`provider-vendor:${externalId}`]);
    const current = await lockVendor(tx, externalId);
    if (!current) return create(tx, externalId, body, options.expectedVersion);
    if (options.expectedVersion !== undefined && options.expectedVersion !== current.version)
      throw preconditionFailed();

    const changed = fieldsOf(body).filter((f) => body[f] !== current[f]);
    if (changed.length === 0) return { created: false, vendor: publicOf(current) };
    if (changed.includes('vendorNum'))
      throw new AppError('conflict', `vendorNum is ${current.vendorNum} and cannot change.`, {
        reason: 'vendor-num-cannot-change',
      });
    const profile = changed.filter((f) => (VENDOR_PROFILE_FIELDS as string[]).includes(f));
    if (profile.length > 0 && options.expectedVersion === undefined)
      throw new AppError(
        'precondition_required',
        `The vendor edits its profile in the portal: to change ${profile.join(', ')}, read the vendor and ` +
          'send its ETag as If-Match (or send the values it has).',
        { reason: 'profile-needs-if-match' },
      );

    await applyVendorChange(tx, current, body, changed, PROVIDER_ACTOR);
    return { created: false, vendor: publicOf(await findVendorById(tx, current.id)) };
  });
}

async function create(
  tx: Db,
  externalId: string,
  body: PutVendorBody,
  expectedVersion: number | undefined,
): Promise<PutVendorResult> {
  if (expectedVersion !== undefined) throw preconditionFailed();
  const missing = (['company', 'vendorNum'] as const).filter((f) => body[f] === undefined);
  if (missing.length > 0)
    throw new AppError('bad_request', `To create a vendor, ${missing.join(' and ')} must be given.`, {
      reason: 'invalid-request',
    });
  let id: number | undefined;
  try {
    id = await insertVendor(tx, externalId, vendorColumnsOf(body, fieldsOf(body)));
  } catch (err) {
    if (isUniqueViolation(err, 'vendors_vendor_num_key'))
      throw new AppError('conflict', `vendorNum ${body.vendorNum} belongs to another vendor.`, {
        reason: 'vendor-num-taken',
      });
    throw err;
  }
  // the advisory lock makes this the only writer of the external id
  if (id === undefined) throw new Error(`vendor ${externalId} neither inserted nor found`);
  if (body.qpExclude) await setQpExclude(tx, id, true);
  const vendor = await findVendorById(tx, id);
  await recordEvent(tx, {
    type: 'vendor.created',
    vendorId: id,
    actor: PROVIDER_ACTOR,
    subject: { externalId },
    data: { vendorNum: vendor.vendorNum, status: vendor.status },
  });
  return { created: true, vendor: publicOf(vendor) };
}

export async function getVendor(db: Db, externalId: string): Promise<ProviderVendor> {
  const vendor = await findVendor(db, externalId);
  if (!vendor) throw vendorNotFound();
  return publicOf(vendor);
}

export async function listVendors(
  db: Db,
  page: ListWindow,
): Promise<{ id: number; vendor: ProviderVendor }[]> {
  return (await listVendorRows(db, page)).map((row) => ({ id: row.id, vendor: publicOf(row) }));
}
