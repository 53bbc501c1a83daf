// What a company's write of a work order replaces and what it keeps, as the SQL clauses of its upserts.
// Two statements write work orders: `writeWorkOrder` (one order, work-order-write.repository.ts) and
// `writeWorkOrderBatch` (a chunk of them at once, the bulk call's fast path); both take these clauses, so
// that an order written either way ends the same. (Imported as `upsert`: `${upsert.orderConflict}`.)
import { sql } from 'kysely';

/** An order sent again (by its external id): every field of the company's replaced, one version more. */
export const orderConflict = sql`on conflict (external_id) do update set
  po_num = excluded.po_num, status_code = excluded.status_code, client_id = excluded.client_id,
  location_id = excluded.location_id, vendor_id = excluded.vendor_id, category = excluded.category,
  order_type = excluded.order_type, priority = excluded.priority, client_po = excluded.client_po,
  nte = excluded.nte, order_comment = excluded.order_comment,
  additional_information = excluded.additional_information, begin_service = excluded.begin_service,
  service_end = excluded.service_end, service_days = excluded.service_days,
  version = orders.version + 1, updated_at = now()`;

/** The columns a crew line is inserted with (`crew_details as cd`), in the order of the caller's select. */
export const crewLineColumns = sql`ocd_id, ord_num, external_id, vendor_id, crew_id, status, nte,
  work_date, visit_date, response_due_at`;

/**
 * A crew line sent again (by its external id), `sentLines` naming the statement's relation of the lines
 * sent: the company's fields replaced; the crew number, visit date and response due kept when not sent;
 * a line of another order is not written (the statements count the lines written and refuse).
 */
export const crewLineConflict = (sentLines: string) => sql`on conflict (external_id) do update set
  vendor_id = excluded.vendor_id,
  crew_id = coalesce((select s.crew_id from ${sql.table(sentLines)} s where s.external_id = excluded.external_id),
    cd.crew_id),
  status = excluded.status, nte = excluded.nte, work_date = excluded.work_date,
  visit_date = coalesce(excluded.visit_date, cd.visit_date),
  response_due_at = coalesce(excluded.response_due_at, cd.response_due_at),
  version = cd.version + 1, updated_at = now()
  where cd.ord_num = excluded.ord_num`;

/** The columns a recurring service is inserted with (`recur_summaries as rs`). */
export const recurColumns = sql`ord_num, recur_no, year, task, category, jan, feb, mar, apr, may,
  jun, jul, aug, sep, oct, nov, dece`;

/** A recurring service sent again (by its number and year): its task, category and visits replaced. */
export const recurConflict = sql`on conflict (ord_num, recur_no, year) do update set task = excluded.task,
  category = excluded.category, jan = excluded.jan, feb = excluded.feb, mar = excluded.mar,
  apr = excluded.apr, may = excluded.may, jun = excluded.jun, jul = excluded.jul, aug = excluded.aug,
  sep = excluded.sep, oct = excluded.oct, nov = excluded.nov, dece = excluded.dece`;
