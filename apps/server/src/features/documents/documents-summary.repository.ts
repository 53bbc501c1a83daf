// The SQL of the dashboard's documents tile (decision 111), read through order_documents_rejected_idx
// (migration 0049): the vendor's few rejected documents, then their orders' crew lines.
import { sql } from 'kysely';
import type { DocumentsSummaryResponse } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { assignedToUser } from '../../domain/crew-lines.repository.ts';

/**
 * The rejected documents of the vendor on crew lines onsite from `firstDay` to `lastDay` (both whole
 * days in `timeZone`, whose midnights PostgreSQL works out as the search does), and those crew lines;
 * `assignedTo` counts only that user's assigned crew lines.
 */
export async function countRejectedDocuments(
  db: Db,
  vendorId: number,
  assignedTo: number | null,
  days: { firstDay: string; lastDay: string; timeZone: string },
): Promise<DocumentsSummaryResponse> {
  const assigned = assignedTo === null ? sql<boolean>`true` : assignedToUser(assignedTo);
  // written into the statement, not sent as parameters: a named statement's generic plan after five runs
  // read the vendor's crew lines by index for each document (the day and zone are checked before)
  const [vendor, first, last, zone] = [
    sql.lit(Math.trunc(vendorId)),
    sql.lit(days.firstDay),
    sql.lit(days.lastDay),
    sql.lit(days.timeZone),
  ];
  const result = await sql<DocumentsSummaryResponse>`
    select count(distinct cd.ocd_id)::int as "rejectedOrders", count(distinct d.id)::int as "rejectedDocuments"
      from order_documents d
      join crew_details cd on cd.ord_num = d.ord_num and cd.vendor_id = d.vendor_id
     where d.vendor_id = ${vendor} and d.status = 'rejected'
       and cd.work_date >= ${first}::date::timestamp at time zone ${zone}
       and cd.work_date < (${last}::date + 1)::timestamp at time zone ${zone}
       and ${assigned}`.execute(db);
  return result.rows[0]!;
}
