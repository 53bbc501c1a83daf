// The rules of the details sections: the vendor check (another vendor's order answers 404 exactly like
// a missing one), notes' type and sanitizing. The vendor and the author are always the session's.
import {
  TECH_NOTES_TYPE,
  WORK_ORDER_NOTE_ADDED,
  WORK_ORDER_NOTE_REQUIRED,
  WORK_ORDER_NOTE_TYPE_INVALID,
  ORDER_NOTE_MAX_LENGTH,
  workOrderNoteTooLong,
  type CreateOrderNoteResponse,
  type createOrderNoteRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import { assertSessionReachesOrder } from '../../domain/order-reach.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { sanitizeRichText, visibleText } from '../../platform/html/sanitize-rich-text.ts';
import { insertOrderNoteWithEvent, markCompanyNotesRead } from './work-order-details.repository.ts';
import { getOrderNotes } from './work-order-details-reads.ts';

export {
  getClientInstruction,
  getCrewDetails,
  getOrderDetail,
  getOrderHours,
  getOrderNotes,
  getRecurSummary,
} from './work-order-details-reads.ts';
import { findUserDisplayName } from '../../platform/identity/user-display-name.repository.ts';
import { vendorUserActor } from '../../platform/events/record-event.ts';

type NoteInput = z.output<typeof createOrderNoteRequest>;

/**
 * The order's notes as the signed-in user opens them: the company's notes shown are then read by this
 * user (the dashboard's unread count, decision 111). Only the notes in this answer are marked, so a
 * note added meanwhile stays unread. The staff console reads notes with getOrderNotes and marks nothing.
 */
export async function readOrderNotes(db: Db, session: VendorSession, ordNum: number) {
  const answer = await getOrderNotes(db, session.vendorId, ordNum);
  const shownUpTo = Math.max(0, ...answer.orderNotes.map((note) => note.id));
  if (shownUpTo > 0) await markCompanyNotesRead(db, session.userId, ordNum, shownUpTo);
  return answer;
}

export async function createOrderNote(
  db: Db,
  session: VendorSession,
  input: NoteInput,
): Promise<CreateOrderNoteResponse> {
  if (input.noteType.trim() !== TECH_NOTES_TYPE) throw badRequest(WORK_ORDER_NOTE_TYPE_INVALID);
  const raw = input.note ?? '';
  if (raw.length > ORDER_NOTE_MAX_LENGTH) throw badRequest(workOrderNoteTooLong(ORDER_NOTE_MAX_LENGTH));
  const notes = sanitizeRichText(raw);
  // a comment of only markup, spaces or removed script is no comment
  if (visibleText(notes) === '') throw badRequest(WORK_ORDER_NOTE_REQUIRED);
  // the two reads at once: one wait for the database instead of two (decision 074)
  const [, displayName] = await Promise.all([
    assertSessionReachesOrder(db, session, input.ordNum),
    findUserDisplayName(db, session.userId),
  ]);
  const inputBy = displayName ?? session.email;
  // the note and its event in one statement: one wait for the database instead of five (decision 090)
  const orderNote = await insertOrderNoteWithEvent(
    db,
    {
      ordNum: input.ordNum,
      vendorId: session.vendorId,
      userId: session.userId,
      noteType: TECH_NOTES_TYPE,
      notes,
      inputBy,
    },
    vendorUserActor(session),
  );
  return { success: true, message: WORK_ORDER_NOTE_ADDED, orderNote };
}
