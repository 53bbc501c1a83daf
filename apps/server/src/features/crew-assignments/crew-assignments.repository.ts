// The technicians of crew lines (issue 40 point 3, migration 0046): who is assigned, who can be, and
// the replacement of a crew line's technicians.
import { sql } from 'kysely';
import type { AssignableUser, AssignedTechnician, MyWorkItem } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { userRoleNames } from '../../domain/vendor-users/role-names.ts';
import { crewLinesWithOrders, vendorCrewLine } from '../../domain/crew-lines.repository.ts';

/** The vendor's active users, by last and first name, with their user groups. */
export function assignableUsers(db: Db, vendorId: number): Promise<AssignableUser[]> {
  return (
    db
      .selectFrom('users as u')
      .select([
        'u.id as userId',
        'u.first_name as firstName',
        'u.last_name as lastName',
        'u.email',
        userRoleNames(),
      ])
      .where('u.vendor_id', '=', vendorId)
      .where('u.status', '=', 'active')
      // a user added with an address another vendor's user signs in with never signs in (decision 036)
      .where('u.unclaimed', '=', false)
      .orderBy(sql`lower(u.last_name)`)
      .orderBy(sql`lower(u.first_name)`)
      .orderBy('u.id')
      .execute()
  );
}

/** Of these ids, those that are active users of the vendor who can sign in; `lock`: held FOR SHARE. */
export async function activeUserIds(
  db: Db,
  vendorId: number,
  userIds: readonly number[],
  options: { lock?: boolean } = {},
): Promise<number[]> {
  if (userIds.length === 0) return [];
  let query = db
    .selectFrom('users')
    .select('id')
    .where('vendor_id', '=', vendorId)
    .where('status', '=', 'active')
    .where('unclaimed', '=', false)
    .where('id', 'in', userIds)
    .orderBy('id');
  if (options.lock) query = query.forShare();
  const rows = await query.execute();
  return rows.map((r) => r.id);
}

/** The vendor's crew lines among these, locked for the change, with their order numbers. */
export function lockVendorCrewLines(tx: Db, vendorId: number, ocdIds: readonly number[]) {
  return tx
    .selectFrom('crew_details')
    .select(['ocd_id as ocdId', 'ord_num as ordNum'])
    .where('vendor_id', '=', vendorId)
    .where('ocd_id', 'in', ocdIds)
    .orderBy('ocd_id')
    .forUpdate()
    .execute();
}

/** Whether the crew line is one of the vendor's. */
export async function isVendorCrewLine(db: Db, vendorId: number, ocdId: number): Promise<boolean> {
  return (await vendorCrewLine(db, vendorId, ocdId).select('cd.ocd_id').executeTakeFirst()) !== undefined;
}

/** The technicians of each of these crew lines, by last and first name. */
export async function techniciansOf(
  db: Db,
  ocdIds: readonly number[],
): Promise<Map<number, AssignedTechnician[]>> {
  const byLine = new Map<number, AssignedTechnician[]>(ocdIds.map((ocdId) => [ocdId, []]));
  if (ocdIds.length === 0) return byLine;
  const rows = await db
    .selectFrom('crew_line_assignments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.ocd_id as ocdId', 'u.id as userId', 'u.first_name as firstName', 'u.last_name as lastName'])
    .where('a.ocd_id', 'in', ocdIds)
    .orderBy(sql`lower(u.last_name)`)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy('u.id')
    .execute();
  for (const { ocdId, ...technician } of rows) byLine.get(ocdId)?.push(technician);
  return byLine;
}

/**
 * Makes the crew line's technicians exactly `userIds`: whether anything changed, and who was not
 * assigned before (the inserted rows only: a user already there, or added by an assignment that held
 * the line's lock first, is not among them, so they are told once; decision 122).
 */
export async function replaceCrewLineTechnicians(
  tx: Db,
  vendorId: number,
  ocdId: number,
  userIds: readonly number[],
): Promise<{ changed: boolean; added: number[] }> {
  let deleteQuery = tx.deleteFrom('crew_line_assignments').where('ocd_id', '=', ocdId);
  if (userIds.length > 0) deleteQuery = deleteQuery.where('user_id', 'not in', userIds);
  const removed = await deleteQuery.executeTakeFirst();
  let added: number[] = [];
  if (userIds.length > 0) {
    const rows = await tx
      .insertInto('crew_line_assignments')
      .values(userIds.map((userId) => ({ ocd_id: ocdId, user_id: userId, vendor_id: vendorId })))
      .onConflict((oc) => oc.columns(['ocd_id', 'user_id']).doNothing())
      .returning('user_id')
      .execute();
    added = rows.map((r) => r.user_id).sort((a, b) => a - b);
  }
  return { changed: removed.numDeletedRows > 0n || added.length > 0, added };
}

/**
 * The crew lines assigned to the user, as "My work" shows them: those of `today` (in `timeZone`)
 * first, then the coming ones soonest first, then the past ones latest first.
 */
export function assignedWork(
  db: Db,
  vendorId: number,
  userId: number,
  timeZone: string,
  limit: number,
): Promise<MyWorkItem[]> {
  const at = sql`coalesce(cd.visit_date, cd.work_date)`;
  const day = sql`(${at} at time zone ${timeZone})::date`;
  const today = sql`(now() at time zone ${timeZone})::date`;
  return crewLinesWithOrders(db)
    .innerJoin('crew_line_assignments as a', 'a.ocd_id', 'cd.ocd_id')
    .select([
      'cd.ocd_id as ocdId',
      'cd.ord_num as ordNum',
      'cd.crew_id as crewId',
      'o.po_num as poNum',
      'c.code as clientCode',
      'l.store_number as storeNumber',
      'l.name as locationName',
      sql<string>`l.address1 || ', ' || l.city || ', ' || l.state || ' ' || l.zip`.as('address'),
      's.description as orderStatus',
      sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('date'),
      sql<string>`to_char(${day}, 'YYYY-MM-DD')`.as('day'),
      sql<boolean>`${day} = ${today}`.as('today'),
    ])
    .where('a.user_id', '=', userId)
    .where('cd.vendor_id', '=', vendorId)
    .orderBy(sql`${day} = ${today}`, 'desc')
    .orderBy(sql`${day} > ${today}`, 'desc')
    .orderBy(sql`case when ${day} > ${today} then ${at} end`, 'asc')
    .orderBy(at, 'desc')
    .orderBy('cd.ocd_id')
    .limit(limit)
    .execute();
}
