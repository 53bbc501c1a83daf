// The conditions behind the dashboard's work-order tiles (issue 40 point 6, decision 111), on a query of
// `crew_details as cd` joined to `orders as o`: the search's `attention` filter and the summary's counts
// read the same ones, so that a tile's number is the number of rows of the list it opens.
import { sql } from 'kysely';
import type { WorkOrderAttention } from '@vp/contracts';
import { answerOverdue } from './work-orders-answers-overdue.repository.ts';

/**
 * The order is still to be worked (not completed, invoiced or cancelled: OPEN_ORDER_STATUSES), as kept on
 * the crew line by migration 0050's triggers, so that a count needs no join to the orders.
 */
export const openOrder = () => sql<boolean>`cd.order_open`;

/**
 * The order has a note from the company (vendor_id null) with a higher id than the user's read marker
 * (order_note_reads): one the user has not been shown.
 */
export const unreadCompanyNote = (userId: number) => sql<boolean>`exists (
  select 1 from order_notes n
   where n.ord_num = cd.ord_num and n.vendor_id is null
     and n.id > coalesce(
       (select r.last_note_id from order_note_reads r where r.user_id = ${userId}::int and r.ord_num = cd.ord_num), 0))`;

/** The order carries a document of the crew line's vendor that the company rejected. */
export const rejectedDocument = () => sql<boolean>`exists (
  select 1 from order_documents d
   where d.vendor_id = cd.vendor_id and d.ord_num = cd.ord_num and d.status = 'rejected')`;

/** The condition of an attention filter for the signed-in user. */
export function attentionCondition(attention: WorkOrderAttention, userId: number) {
  switch (attention) {
    case 'open':
      return openOrder();
    case 'unread-notes':
      return unreadCompanyNote(userId);
    case 'rejected-documents':
      return rejectedDocument();
    case 'answer-overdue':
      return answerOverdue();
  }
}
