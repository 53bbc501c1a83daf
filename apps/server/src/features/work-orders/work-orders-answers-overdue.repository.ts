// Dispatches the vendor has not answered by their deadline (issue 41 point 1, decision 114): the
// condition the list's `attention=answer-overdue` filter and the dashboard's count share, so that the
// tile's number is the number of rows of the list it opens. Read through
// crew_details_awaiting_answer_idx (Assigned lines by vendor and deadline: few among many).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { assignedToUser } from '../../domain/crew-lines.repository.ts';
import type { Range } from './work-orders-summary.repository.ts';

/** On `crew_details as cd`: still Assigned (not answered) and past its answer's deadline at `now`. */
export const answerOverdue = (now?: Date) =>
  sql<boolean>`(cd.status = 'Assigned' and cd.response_due_at < ${now === undefined ? sql`now()` : sql`${now.toISOString()}::timestamptz`})`;

/** The dashboard's count, in the onsite window of the list its tile opens (null: an empty window). */
export async function countAnswersOverdue(
  db: Db,
  vendorId: number,
  assignedTo: number | null,
  window: Range,
  now: Date,
): Promise<number> {
  if (window === null) return 0;
  const row = await sql<{ n: number }>`
    select count(*)::int as n from crew_details cd
     where cd.vendor_id = ${vendorId}::int and ${answerOverdue(now)}
       and cd.work_date >= ${window.from.toISOString()}::timestamptz
       and cd.work_date < ${window.to.toISOString()}::timestamptz
       and ${assignedTo === null ? sql`true` : assignedToUser(assignedTo)}`.execute(db);
  return row.rows[0]!.n;
}
