// Check-ins through the provider API (issue 17 point 2, decision 051): the company's IVR records a
// crew's check-in on a crew line (named by its external id); the vendor of that line sees it in the
// details' IVR section. PUT creates or corrects one by its external id in one statement, with its
// event (check-in.recorded or check-in.updated, for the line's vendor) in the same transaction. The
// list answers every check-in, the phone's and guests' too (no external id), with their source, where
// they were made and their review (decision 123).
import type { CheckInSource, ProviderCheckIn, PutCheckInBody } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { upsertByExternalId } from '../../platform/provider/upsert-by-external-id.ts';
import { isoOrNull, PROVIDER_ACTOR, type PutResult } from './provider-work-orders-shared.ts';
import type { ListWindow } from '../../platform/provider/resource-answers.ts';
import { markReviewed } from '../../domain/check-ins/check-in-review.ts';
import { crewLineByExternalId, readCheckIns, sourceIs } from './provider-check-ins.repository.ts';

const MAX_HOURS = 9999.99;

/** The hours from start to end, to the hundredth (0 while the check-in is open). */
export function hoursBetween(startAt: string, endAt: string | null): string {
  if (endAt === null) return '0.00';
  const hours = Math.round((Date.parse(endAt) - Date.parse(startAt)) / 36_000) / 100;
  return Math.min(hours, MAX_HOURS).toFixed(2);
}

type CheckInRow = Awaited<ReturnType<ReturnType<typeof readCheckIns>['execute']>>[number];
const checkInOf = ({ reviewedAt, reviewedBy, ...row }: CheckInRow): ProviderCheckIn => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
  startAt: row.startAt.toISOString(),
  endAt: isoOrNull(row.endAt),
  flagged: row.siteState !== null && row.siteState !== 'on-site',
  review:
    reviewedAt !== null && reviewedBy !== null ? { reviewedAt: reviewedAt.toISOString(), reviewedBy } : null,
});

export async function putCheckIn(
  db: Db,
  externalId: string,
  body: PutCheckInBody,
  expectedVersion: number | undefined,
): Promise<PutResult<ProviderCheckIn>> {
  return db.transaction().execute(async (tx) => {
    const line = await crewLineByExternalId(tx, body.crewLine);
    if (!line)
      throw new AppError('bad_request', `crewLine: no crew line has the external id ${body.crewLine}.`, {
        reason: 'unknown-crew-line',
      });
    const hours = body.hours ?? hoursBetween(body.startAt, body.endAt);
    const values = {
      ord_num: line.ord_num,
      vendor_id: line.vendor_id,
      ocd_id: line.ocd_id,
      start_at: new Date(body.startAt),
      end_at: body.endAt === null ? null : new Date(body.endAt),
      hours,
      techs: body.techs,
      caller_id: body.callerId,
      method: body.method,
      input_by: body.inputBy,
    };
    const written = await upsertByExternalId(tx, 'order_hours', externalId, values, expectedVersion);
    await recordEvent(tx, {
      type: written.created ? 'check-in.recorded' : 'check-in.updated',
      vendorId: line.vendor_id,
      actor: PROVIDER_ACTOR,
      subject: { checkInId: written.id, checkInExternalId: externalId, ordNum: line.ord_num },
      data: { startAt: body.startAt, endAt: body.endAt, hours: Number(hours).toFixed(2) },
    });
    const row = await readCheckIns(tx).where('h.id', '=', written.id).executeTakeFirstOrThrow();
    return { created: written.created, resource: checkInOf(row) };
  });
}

export async function getCheckIn(db: Db, externalId: string): Promise<ProviderCheckIn> {
  const row = await readCheckIns(db).where('h.external_id', '=', externalId).executeTakeFirst();
  if (!row)
    throw new AppError('not_found', 'There is no check-in with this external id.', { reason: 'not-found' });
  return checkInOf(row);
}

export async function listCheckIns(
  db: Db,
  page: ListWindow,
  source: CheckInSource | undefined,
): Promise<{ id: number; item: ProviderCheckIn }[]> {
  let query = readCheckIns(db);
  if (source !== undefined) query = query.where(sourceIs(source));
  if (page.afterId !== undefined) query = query.where('h.id', '>', page.afterId);
  if (page.updatedSince !== undefined) query = query.where('h.updated_at', '>=', page.updatedSince);
  const rows = await query.orderBy('h.id').limit(page.limit).execute();
  return rows.map((row) => ({ id: row.id, item: checkInOf(row) }));
}

/** The company's systems mark a flagged check-in reviewed by its portal id (decision 123). */
export async function reviewProviderCheckIn(
  db: Db,
  id: number,
  clientName: string,
  now: Date,
): Promise<ProviderCheckIn> {
  await markReviewed(db, id, { kind: 'provider', name: clientName }, now);
  return checkInOf(await readCheckIns(db).where('h.id', '=', id).executeTakeFirstOrThrow());
}
