// The provider API's check-ins (decision 051): their read as the answers show them (every check-in: the
// IVR's, the phone's and the guests', decision 123), and the crew line a check-in names.
import { sql } from 'kysely';
import type { CheckInSource } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';

/** Every check-in as the provider API shows it (the phone's and guests' with a null external id). */
export function readCheckIns(db: Db) {
  return db
    .selectFrom('order_hours as h')
    .innerJoin('orders as o', 'o.ord_num', 'h.ord_num')
    .innerJoin('vendors as v', 'v.id', 'h.vendor_id')
    .leftJoin('crew_details as cd', 'cd.ocd_id', 'h.ocd_id')
    .select([
      'h.id',
      'h.external_id as externalId',
      'h.version',
      'h.updated_at as updatedAt',
      'o.external_id as workOrder',
      'cd.external_id as crewLine',
      'v.external_id as vendor',
      'h.start_at as startAt',
      'h.end_at as endAt',
      sql<string>`h.hours::text`.as('hours'),
      'h.techs',
      'h.caller_id as callerId',
      'h.method',
      'h.input_by as inputBy',
      sql<CheckInSource>`case when h.user_id is not null then 'phone'
        when h.guest_name is not null then 'guest' else 'ivr' end`.as('source'),
      'h.site_state as siteState',
      sql<number | null>`round(h.distance_m)::float8`.as('distanceMeters'),
      sql<number | null>`round(h.accuracy_m)::float8`.as('accuracyMeters'),
      'h.position_problem as positionProblem',
      'h.guest_name as guestName',
      'h.device',
      'h.work_done as workDone',
      'h.reviewed_at as reviewedAt',
      'h.reviewed_by_name as reviewedBy',
    ]);
}

/** The SQL of a source filter, the same case as the column. */
export const sourceIs = (source: CheckInSource) =>
  source === 'phone'
    ? sql<boolean>`h.user_id is not null`
    : source === 'guest'
      ? sql<boolean>`h.user_id is null and h.guest_name is not null`
      : sql<boolean>`h.user_id is null and h.guest_name is null`;

/** A crew line's ids by its external id (undefined: none). */
export function crewLineByExternalId(db: Db, externalId: string) {
  return db
    .selectFrom('crew_details')
    .select(['ocd_id', 'ord_num', 'vendor_id'])
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}
