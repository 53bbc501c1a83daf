// The Notes section of the company profile (SPEC sections 2, 3, 7): the vendor's company notes.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { COMPANY_NOTE_TYPE } from './messages.ts';
import { allow } from '../platform/access.ts';

/** The longest note (HTML as sent, before sanitizing) the server stores. */
export const COMPANY_NOTE_MAX_LENGTH = 20_000;

/** SPEC section 3 "Vendor note" (plus its id) */
export const vendorNote = z.object({
  id: z.number().int(),
  /** HTML, sanitized when stored; render through DOMPurify */
  notes: z.string(),
  noteType: z.string(),
  inputBy: z.string(),
  /** ISO 8601 date-time in UTC */
  inputDate: z.string(),
});
export type VendorNote = z.infer<typeof vendorNote>;

/**
 * GET /api/get-vendor-notes-by-vendor-num-vendor-portal: the notes of the session's vendor that are
 * shown on the web (webDisplay), newest first. The field is spelt `venderNotes` as in the spec.
 */
export const getVendorNotesResponse = z.object({ venderNotes: z.array(vendorNote) });
export type GetVendorNotesResponse = z.infer<typeof getVendorNotesResponse>;

/**
 * POST /api/create-vendor-notes-by-vendor: SPEC section 3 "New vendor note". vendNum and currentUser
 * (0) are accepted and ignored: the vendor and the author are the session's. noteType must be 'Other'
 * (the default); webDisplay must be true (the default: a note the vendor writes is shown to the vendor).
 * `notes` is the Comment as HTML: sanitized before it is stored, refused (400 COMPANY_NOTE_REQUIRED)
 * when nothing readable is left, at most COMPANY_NOTE_MAX_LENGTH characters.
 */
export const createVendorNoteRequest = z.object({
  vendNum: z.union([z.number(), z.string().max(20)]).nullish(),
  currentUser: z.union([z.number(), z.string().max(320)]).nullish(),
  noteType: z.string().max(50).default(COMPANY_NOTE_TYPE),
  // typed loosely so that a missing or long comment gets the server's text, not a schema error
  notes: z
    .string()
    .max(COMPANY_NOTE_MAX_LENGTH * 2)
    .nullish(),
  webDisplay: z.literal(true, { error: 'webDisplay must be true.' }).default(true),
});
export type CreateVendorNoteRequest = z.input<typeof createVendorNoteRequest>;
/** 200 with the stored note (as the list shows it) and COMPANY_NOTE_ADDED */
export const createVendorNoteResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  venderNote: vendorNote,
});
export type CreateVendorNoteResponse = z.infer<typeof createVendorNoteResponse>;

export const getVendorNotesCall = defineCall({
  id: 'get-vendor-notes-by-vendor-num-vendor-portal',
  method: 'GET',
  path: '/api/get-vendor-notes-by-vendor-num-vendor-portal',
  response: getVendorNotesResponse,
  access: allow.vendor('company'),
  summary: "The vendor's company notes shown on the web, newest first",
});

export const createVendorNoteCall = defineCall({
  id: 'create-vendor-notes-by-vendor',
  method: 'POST',
  path: '/api/create-vendor-notes-by-vendor',
  body: createVendorNoteRequest,
  response: createVendorNoteResponse,
  access: allow.vendor('company:edit'),
  summary: 'Adds a company note (type Other, shown on the web) by the signed-in user',
});
