// The SQL of check-ins made on the phone (issue 41 point 4, decision 117): rows of order_hours beside the
// IVR's, with the position, the site state and who checked in.
import { sql } from 'kysely';
import type { CheckInSource, PositionProblem, SiteState } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { utcIso, utcIsoOrNull } from '../../platform/db/utc-iso.ts';
import { vendorCrewLine } from '../../domain/crew-lines.repository.ts';
export { orderExists } from '../../domain/record-lookups.repository.ts';

/** The crew line of the vendor with what a check-in needs: its order, whether open, the store's position. */
export function crewLineForCheckIn(db: Db, vendorId: number, ocdId: number) {
  return vendorCrewLine(db, vendorId, ocdId)
    .innerJoin('orders as o', 'o.ord_num', 'cd.ord_num')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .select([
      'cd.ocd_id as ocdId',
      'cd.ord_num as ordNum',
      'cd.order_open as orderOpen',
      'l.latitude',
      'l.longitude',
    ])
    .executeTakeFirst();
}

/** The guest page's crew line: the vendor's (by its number) on the open order of the PO #, if any. */
export function crewLineForGuest(db: Db, vendorNum: number, poNum: string) {
  return db
    .selectFrom('crew_details as cd')
    .innerJoin('vendors as v', 'v.id', 'cd.vendor_id')
    .innerJoin('orders as o', 'o.ord_num', 'cd.ord_num')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .select([
      'cd.ocd_id as ocdId',
      'cd.ord_num as ordNum',
      'cd.vendor_id as vendorId',
      'l.latitude',
      'l.longitude',
    ])
    .where('v.vendor_num', '=', vendorNum)
    .where('o.po_num', '=', poNum)
    .where('cd.order_open', '=', true)
    .orderBy('cd.ocd_id')
    .limit(1)
    .executeTakeFirst();
}

/** The vendor's Mobile Guest IVR setting by its number (undefined: no such vendor). */
export async function guestCheckInAllowed(db: Db, vendorNum: number): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('vendors')
    .select('allow_guest_ivr')
    .where('vendor_num', '=', vendorNum)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.allow_guest_ivr) === 1;
}

export type NewCheckIn = {
  ordNum: number;
  vendorId: number;
  ocdId: number;
  userId: number | null;
  guestName: string | null;
  inputBy: string;
  method: string;
  device: string;
  startAt: Date;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  fixedAt: Date | null;
  positionProblem: PositionProblem | null;
  distance: number | null;
  siteState: SiteState;
  checkOutTokenHash: string | null;
};

/** Inserts the check-in; a second open one of the same user on the crew line breaks the unique index. */
export async function insertCheckIn(db: Db, c: NewCheckIn): Promise<number> {
  const row = await db
    .insertInto('order_hours')
    .values({
      ord_num: c.ordNum,
      vendor_id: c.vendorId,
      ocd_id: c.ocdId,
      user_id: c.userId,
      guest_name: c.guestName,
      input_by: c.inputBy,
      method: c.method,
      device: c.device,
      start_at: c.startAt,
      input_at: c.startAt,
      techs: 1,
      latitude: c.latitude,
      longitude: c.longitude,
      accuracy_m: c.accuracy,
      fixed_at: c.fixedAt,
      position_problem: c.positionProblem,
      distance_m: c.distance,
      site_state: c.siteState,
      check_out_token_hash: c.checkOutTokenHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The user's open check-in on the crew line (its id), if any. */
export async function openCheckInOf(db: Db, ocdId: number, userId: number) {
  const row = await db
    .selectFrom('order_hours')
    .select('id')
    .where('ocd_id', '=', ocdId)
    .where('user_id', '=', userId)
    .where('end_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

/** The guest check-in of a token (its id, vendor, whether closed), locked for the check-out. */
export function openGuestCheckInOf(db: Db, tokenHash: string) {
  return db
    .selectFrom('order_hours')
    .select(['id', 'vendor_id as vendorId', 'end_at as endAt'])
    .where('check_out_token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** Closes an open check-in (only an open one: a second check-out changes nothing and answers false). */
export async function closeCheckIn(
  db: Db,
  id: number,
  closing: { endAt: Date; hours: string; workDone: string },
): Promise<boolean> {
  const result = await db
    .updateTable('order_hours')
    .set({
      end_at: closing.endAt,
      hours: closing.hours,
      work_done: closing.workDone,
      updated_at: closing.endAt,
    })
    .where('id', '=', id)
    .where('end_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One check-in as the page shows it. */
export function readCheckIn(db: Db, id: number) {
  return db
    .selectFrom('order_hours as h')
    .select([
      'h.id',
      'h.ocd_id as ocdId',
      'h.ord_num as ordNum',
      utcIso('h.start_at').as('startDateTime'),
      utcIsoOrNull('h.end_at').as('endDateTime'),
      sql<number>`h.hours::float8`.as('hours'),
      'h.site_state as siteState',
      sql<number | null>`h.distance_m::float8`.as('distanceMeters'),
      sql<number | null>`h.accuracy_m::float8`.as('accuracyMeters'),
      'h.work_done as workDone',
      'h.input_by as checkedInBy',
      'h.method',
    ])
    .where('h.id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * Counts the address's guest tries in the window and, within the limit, records this one: under a lock
 * on the address, so that concurrent tries all count (count first, then the work). False: over the limit.
 */
export async function reserveGuestTry(
  tx: Db,
  ip: string,
  limit: number,
  windowMinutes: number,
): Promise<boolean> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`guest-check-in:${ip}`}, 0))`.execute(tx);
  const row = await tx
    .selectFrom('guest_check_in_attempts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= limit) return false;
  await tx.insertInto('guest_check_in_attempts').values({ ip }).execute();
  return true;
}

/** Where a check-in came from (decision 123): a user's phone, a guest, else the IVR's. */
export const checkInSource = sql<CheckInSource>`case when h.user_id is not null then 'phone'
  when h.guest_name is not null then 'guest' else 'ivr' end`;

/** The check-ins as the console shows them (all vendors'), with their review. */
function staffCheckInsQuery(db: Db) {
  return db
    .selectFrom('order_hours as h')
    .innerJoin('vendors as v', 'v.id', 'h.vendor_id')
    .select([
      'h.id',
      'h.ocd_id as ocdId',
      'v.company as vendorName',
      'h.method',
      checkInSource.as('source'),
      'h.input_by as checkedInBy',
      utcIso('h.start_at').as('startDateTime'),
      utcIsoOrNull('h.end_at').as('endDateTime'),
      sql<number>`h.hours::float8`.as('hours'),
      'h.site_state as siteState',
      sql<number | null>`round(h.distance_m)::float8`.as('distanceMeters'),
      sql<number | null>`round(h.accuracy_m)::float8`.as('accuracyMeters'),
      'h.position_problem as positionProblem',
      'h.device',
      'h.work_done as workDone',
      utcIsoOrNull('h.reviewed_at').as('reviewedAt'),
      'h.reviewed_by_name as reviewedBy',
    ]);
}

/** Every check-in of the order (all its vendors'), newest first, as the console shows them. */
export function orderCheckIns(db: Db, ordNum: number) {
  return staffCheckInsQuery(db)
    .where('h.ord_num', '=', ordNum)
    .orderBy('h.start_at', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
}

/** One check-in as the console shows it (undefined: none). */
export function staffCheckInById(db: Db, id: number) {
  return staffCheckInsQuery(db).where('h.id', '=', id).executeTakeFirst();
}
