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
  type GetClientInstructionResponse,
  type GetCrewDetailsResponse,
  type GetOrderDetailResponse,
  type GetOrderHoursResponse,
  type GetOrderNotesResponse,
  type GetRecurSummaryResponse,
  type createOrderNoteRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { assertVendorOrder, orderNotFound } from '../../domain/crew-lines.ts';
import { sanitizeRichText, visibleText } from '../../platform/html/sanitize-rich-text.ts';
import {
  findClientInstruction,
  findCrewDetails,
  findOrderDetail,
  findOrderHours,
  findOrderNotes,
  findRecurSummaries,
  insertOrderNote,
} from './work-order-details.repository.ts';
import { findUserDisplayName } from '../../platform/identity/user-display-name.repository.ts';
import { recordEvent, vendorUserActor } from '../../platform/events/record-event.ts';

export async function getOrderDetail(
  db: Db,
  vendorId: number,
  ocdId: number,
): Promise<GetOrderDetailResponse> {
  const orderDetail = await findOrderDetail(db, vendorId, ocdId);
  if (!orderDetail) throw orderNotFound();
  return { orderDetail };
}

export async function getRecurSummary(
  db: Db,
  vendorId: number,
  ordNum: number,
  today = new Date(),
): Promise<GetRecurSummaryResponse> {
  await assertVendorOrder(db, vendorId, ordNum);
  const year = today.getUTCFullYear();
  return { year, recurSummary: await findRecurSummaries(db, ordNum, year) };
}

export async function getClientInstruction(
  db: Db,
  vendorId: number,
  ordNum: number,
): Promise<GetClientInstructionResponse> {
  await assertVendorOrder(db, vendorId, ordNum);
  return { clientInstruction: await findClientInstruction(db, ordNum) };
}

export async function getOrderHours(
  db: Db,
  vendorId: number,
  ordNum: number,
): Promise<GetOrderHoursResponse> {
  await assertVendorOrder(db, vendorId, ordNum);
  return { orderHours: await findOrderHours(db, vendorId, ordNum) };
}

export async function getCrewDetails(
  db: Db,
  vendorId: number,
  crewId: number,
  ordNum: number | undefined,
): Promise<GetCrewDetailsResponse> {
  const crewDetails = await findCrewDetails(db, vendorId, crewId, ordNum);
  // another vendor's crew (or order) answers like a missing one
  if (crewDetails.length === 0) throw orderNotFound();
  return { crewDetails };
}

export async function getOrderNotes(
  db: Db,
  vendorId: number,
  ordNum: number,
): Promise<GetOrderNotesResponse> {
  await assertVendorOrder(db, vendorId, ordNum);
  return { orderNotes: await findOrderNotes(db, vendorId, ordNum) };
}

type NoteInput = z.output<typeof createOrderNoteRequest>;

export async function createOrderNote(
  db: Db,
  session: SessionClaims,
  input: NoteInput,
): Promise<CreateOrderNoteResponse> {
  if (input.noteType.trim() !== TECH_NOTES_TYPE) throw badRequest(WORK_ORDER_NOTE_TYPE_INVALID);
  const raw = input.note ?? '';
  if (raw.length > ORDER_NOTE_MAX_LENGTH) throw badRequest(workOrderNoteTooLong(ORDER_NOTE_MAX_LENGTH));
  const notes = sanitizeRichText(raw);
  // a comment of only markup, spaces or removed script is no comment
  if (visibleText(notes) === '') throw badRequest(WORK_ORDER_NOTE_REQUIRED);
  await assertVendorOrder(db, session.vendorId, input.ordNum);
  const inputBy = (await findUserDisplayName(db, session.userId)) ?? session.email;
  const orderNote = await db.transaction().execute(async (tx) => {
    const note = await insertOrderNote(tx, {
      ordNum: input.ordNum,
      vendorId: session.vendorId,
      userId: session.userId,
      noteType: TECH_NOTES_TYPE,
      notes,
      inputBy,
    });
    await recordEvent(tx, {
      type: 'work-order.note-added',
      vendorId: session.vendorId,
      actor: vendorUserActor(session),
      subject: { ordNum: input.ordNum, noteId: note.id },
      data: { noteType: TECH_NOTES_TYPE },
    });
    return note;
  });
  return { success: true, message: WORK_ORDER_NOTE_ADDED, orderNote };
}
