// The provider API's IVR check-ins (decision 051): their read as the answers show them, and the crew
// line a check-in names.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

/** The check-ins the provider API knows (those with an external id), as its answers show them. */
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
    ])
    .where('h.external_id', 'is not', null);
}

/** A crew line's ids by its external id (undefined: none). */
export function crewLineByExternalId(db: Db, externalId: string) {
  return db
    .selectFrom('crew_details')
    .select(['ocd_id', 'ord_num', 'vendor_id'])
    .where('external_id', '=', externalId)
    .executeTakeFirst();
}
