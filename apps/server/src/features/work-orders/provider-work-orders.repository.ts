// The provider API's work-order reads (decision 051): an order as the company reads it, its crew lines,
// recurring services and client instructions.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { fieldWorkColumns } from '../../domain/crew-line-field-work.repository.ts';
import { orderIdentityColumns, orderTermsColumns } from './work-order-columns.repository.ts';

/** A technician of a crew line as the provider API shows them. */
type ProviderTechnician = { externalId: string | null; email: string; firstName: string; lastName: string };

/** The orders the provider API knows (those with an external id), as its answers show them. */
export function orderRows(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('clients as c', 'c.id', 'o.client_id')
    .innerJoin('locations as l', 'l.id', 'o.location_id')
    .leftJoin('vendors as v', 'v.id', 'o.vendor_id')
    .select([
      ...orderIdentityColumns,
      'c.external_id as client',
      'l.external_id as store',
      'v.external_id as vendor',
      ...orderTermsColumns,
    ])
    .where('o.external_id', 'is not', null);
}

/** The crew lines of the orders, in their id order. */
export function crewLineRows(db: Db, ordNums: number[]) {
  return db
    .selectFrom('crew_details as cd')
    .innerJoin('vendors as v', 'v.id', 'cd.vendor_id')
    .select([
      'cd.ord_num as ordNum',
      'cd.external_id as externalId',
      'v.external_id as vendor',
      'cd.crew_id as crewId',
      'cd.status',
      'cd.work_date as workDate',
      'cd.visit_date as visitDate',
      sql<string>`cd.nte::text`.as('nte'),
      sql<ProviderTechnician[]>`coalesce(
        (select json_agg(json_build_object('externalId', u.external_id, 'email', u.email,
                  'firstName', u.first_name, 'lastName', u.last_name)
                order by lower(u.last_name), lower(u.first_name), u.id)
           from crew_line_assignments a join users u on u.id = a.user_id
          where a.ocd_id = cd.ocd_id),
        '[]')`.as('technicians'),
      // the vendor's answer, ETA, hold and completion (issue 41, decision 114)
      ...fieldWorkColumns(),
    ])
    .where('cd.ord_num', 'in', ordNums)
    .orderBy('cd.ocd_id')
    .execute();
}

/** The recurring services of the orders. */
export function recurSummaryRowsOf(db: Db, ordNums: number[]) {
  return db
    .selectFrom('recur_summaries')
    .selectAll()
    .where('ord_num', 'in', ordNums)
    .orderBy('recur_no')
    .orderBy('year')
    .execute();
}

/** The client instructions of the orders. */
export function clientInstructionRows(db: Db, ordNums: number[]) {
  return db.selectFrom('client_instructions').selectAll().where('ord_num', 'in', ordNums).execute();
}
