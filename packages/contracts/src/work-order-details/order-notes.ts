// The Notes section (SPEC sections 2, 3, 5, 7): the order's notes and the vendor's new tech notes.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { ORDER_NOTE_MAX_LENGTH, TECH_NOTES_TYPE } from './document-rules.ts';
import { ordNumParams } from './ids.ts';
import { allow } from '../platform/access.ts';

/** SPEC section 3 "Order note" (plus its id) */
export const orderNote = z.object({
  id: z.number().int(),
  /** HTML, sanitized when stored; render through DOMPurify */
  notes: z.string(),
  /** Note Type, e.g. 'Tech Notes' */
  notesType: z.string(),
  inputBy: z.string(),
  /** ISO 8601 date-time in UTC */
  inputDate: z.string(),
});
export type OrderNote = z.infer<typeof orderNote>;

/** The notes of the order the vendor may see, newest first; 404 for another vendor's order. */
export const getOrderNotesResponse = z.object({ orderNotes: z.array(orderNote) });
export type GetOrderNotesResponse = z.infer<typeof getOrderNotesResponse>;

export const getOrderNotesCall = defineCall({
  id: 'get-order-notes-by-vend-and-ord-num',
  method: 'GET',
  path: '/api/get-order-notes-by-vend-and-ord-num/:ordNum',
  params: ordNumParams,
  response: getOrderNotesResponse,
  access: allow.vendor('work-orders'),
  summary: 'The notes of an order the vendor may see, newest first',
});

/**
 * SPEC section 3 "Note creation (work order)". vendNum and currentUser are accepted and ignored: the
 * vendor and the author are the session's. noteType must be 'Tech Notes' (the default). `note` is the
 * rich-text Comment as HTML: sanitized before it is stored, and refused (400 WORK_ORDER_NOTE_REQUIRED)
 * when nothing readable is left; at most ORDER_NOTE_MAX_LENGTH characters. 404 for another vendor's order.
 */
export const createOrderNoteRequest = z.object({
  ordNum: z.coerce.number().int().positive().max(2_147_483_647),
  vendNum: z.union([z.number(), z.string().max(20)]).nullish(),
  currentUser: z.union([z.number(), z.string().max(320)]).nullish(),
  noteType: z.string().max(50).default(TECH_NOTES_TYPE),
  // typed loosely so that a missing or long comment gets the server's text, not a schema error
  note: z
    .string()
    .max(ORDER_NOTE_MAX_LENGTH * 2)
    .nullish(),
});
export type CreateOrderNoteRequest = z.input<typeof createOrderNoteRequest>;

/** 200 with the stored note (as the list shows it) and WORK_ORDER_NOTE_ADDED */
export const createOrderNoteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  orderNote,
});
export type CreateOrderNoteResponse = z.infer<typeof createOrderNoteResponse>;

export const createOrderNoteCall = defineCall({
  id: 'create-order-note-by-vendor',
  method: 'POST',
  path: '/api/create-order-note-by-vendor',
  body: createOrderNoteRequest,
  response: createOrderNoteResponse,
  access: allow.vendor('work-orders:edit'),
  summary: "Adds the signed-in user's tech note to an order of the vendor's",
});
