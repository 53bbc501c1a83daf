// The vendor's answers and moves on a crew line, and what the company reads of them (issue 41 points 1
// and 2, decision 114): one read of a crew line's field work (status, NTE, response deadline, answer,
// ETA, hold, completion, history and the moves the reader may make) and one write per move, on the
// vendor API; the same read per order and the reopen on the staff console. The provider API's are in
// provider-field-work-calls.ts. The moves themselves are crew-line-moves.ts.
import { z } from 'zod';
import { allow } from '../platform/access.ts';
import { defineCall } from '../platform/api-call.ts';
import { CREW_LINE_MOVES } from './crew-line-moves.ts';

export const DISPATCH_DECLINE_REASONS = [
  'No availability',
  'Outside our service area',
  'Not our trade',
  'Scope unclear',
  'Other',
] as const;
export type DispatchDeclineReason = (typeof DISPATCH_DECLINE_REASONS)[number];
export const HOLD_REASONS = ['Parts on order', 'Awaiting approval', 'Access denied', 'Other'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const FIELD_WORK_NOT_FOUND = 'The work order was not found.';
export const MOVE_CLASHED = 'Someone else changed this work order at the same time: reload it and try again.';
export const OTHER_NEEDS_TEXT = 'Say why in a few words.';
export const RESOLUTION_NOTES_REQUIRED = 'Resolution notes are required.';
export const ETA_WINDOW_ORDER = 'The time window must end after it starts.';
/** what each move's toast says */
export const MOVE_DONE: Record<(typeof CREW_LINE_MOVES)[number], string> = {
  accept: 'Work order accepted.',
  decline: 'Work order declined.',
  'change-eta': 'ETA changed.',
  start: 'Work started.',
  hold: 'Work order put on hold.',
  complete: 'Work order completed.',
  reopen: 'Work order reopened.',
  cancel: 'Crew line cancelled.',
  redispatch: 'Work order dispatched again.',
};

const ocdId = z.coerce.number().int().positive().max(2_147_483_647);
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'not a date',
  );
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time HH:MM (24 hours)');
/** Plain text typed by a user (no HTML is rendered from it). */
const plainText = (max: number) => z.string().trim().max(max);

/** An ETA: a day and a window of wall-clock times, in the store's time zone. */
export const etaSchema = z
  .object({ date: calendarDay, from: clockTime, to: clockTime })
  .strict()
  .refine((eta) => eta.to > eta.from, { path: ['to'], message: ETA_WINDOW_ORDER });
export type Eta = z.infer<typeof etaSchema>;

export const fieldWorkParams = z.object({ ocdId });

export const crewLineMoveBody = z.discriminatedUnion('move', [
  z.object({ move: z.literal('accept'), eta: etaSchema }).strict(),
  z
    .object({
      move: z.literal('decline'),
      reason: z.enum(DISPATCH_DECLINE_REASONS),
      note: plainText(1000).default(''),
    })
    .strict()
    .refine((b) => b.reason !== 'Other' || b.note.length > 0, { path: ['note'], message: OTHER_NEEDS_TEXT }),
  z.object({ move: z.literal('change-eta'), eta: etaSchema }).strict(),
  z.object({ move: z.literal('start') }).strict(),
  z
    .object({
      move: z.literal('hold'),
      reason: z.enum(HOLD_REASONS),
      /** when the work is expected to go on, in the store's calendar */
      expectedDate: calendarDay,
      note: plainText(1000).default(''),
    })
    .strict()
    .refine((b) => b.reason !== 'Other' || b.note.length > 0, { path: ['note'], message: OTHER_NEEDS_TEXT }),
  z
    .object({
      move: z.literal('complete'),
      resolutionNotes: plainText(4000).min(1, RESOLUTION_NOTES_REQUIRED),
      /** hours of labour on site, to the quarter hour or finer */
      labourHours: z.number().min(0).max(1000).multipleOf(0.01),
    })
    .strict(),
]);
export type CrewLineMoveBody = z.input<typeof crewLineMoveBody>;
export type CrewLineMoveInput = z.output<typeof crewLineMoveBody>;

const etaShown = z.object({
  date: z.string(),
  from: z.string(),
  to: z.string(),
  /** the store's IANA time zone, null when the store has none (then the times are the store's own) */
  timeZone: z.string().nullable(),
});

/** One row of a crew line's history of moves (the activity timeline of issue 41 point 6 reads them). */
export const crewLineMoveRow = z.object({
  id: z.number().int(),
  move: z.enum(CREW_LINE_MOVES),
  from: z.string(),
  to: z.string(),
  at: z.string(),
  /** who: a vendor user's name, 'The company' (staff or provider API) */
  by: z.string(),
  byKind: z.enum(['vendor-user', 'provider', 'staff', 'system']),
  reason: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type CrewLineMoveRow = z.infer<typeof crewLineMoveRow>;

export const fieldWorkState = z.object({
  ocdId: z.number().int(),
  ordNum: z.number().int(),
  crewId: z.number().int(),
  vendorCompany: z.string(),
  status: z.string(),
  /** the crew line's not-to-exceed, '1250.00' */
  nte: z.string(),
  /** the answer's deadline (ISO instant); null for a line dispatched before issue 41 */
  respondBy: z.string().nullable(),
  /** still Assigned past respondBy */
  answerOverdue: z.boolean(),
  answeredAt: z.string().nullable(),
  decline: z.object({ reason: z.string(), note: z.string() }).nullable(),
  eta: etaShown.nullable(),
  hold: z.object({ reason: z.string(), expectedDate: z.string(), note: z.string() }).nullable(),
  completion: z
    .object({ resolutionNotes: z.string(), labourHours: z.string(), completedAt: z.string() })
    .nullable(),
  /** the store's time zone (null: not known; the ETA's times are then the store's wall clock) */
  timeZone: z.string().nullable(),
  /** the moves the reader may make now (crew-line-moves.ts, for the reader's side) */
  moves: z.array(z.enum(CREW_LINE_MOVES)),
  /** while Complete is among the moves: what the completion still lacks (completionMissing's texts) */
  completionMissing: z.array(z.string()),
  /** newest first */
  history: z.array(crewLineMoveRow),
});
export type FieldWorkState = z.infer<typeof fieldWorkState>;

/** GET /api/crew-lines/:ocdId/field-work: the crew line's answer, status and history. */
export const getFieldWorkCall = defineCall({
  id: 'crew-line-field-work',
  method: 'GET',
  path: '/api/crew-lines/:ocdId/field-work',
  params: fieldWorkParams,
  response: fieldWorkState,
  access: allow.vendor('work-orders'),
  summary: "A crew line's dispatch answer, ETA, status, history and the moves the user may make",
});

export const crewLineMovedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  fieldWork: fieldWorkState,
});
export type CrewLineMovedResponse = z.infer<typeof crewLineMovedResponse>;

/**
 * POST /api/crew-lines/:ocdId/moves: accept (with an ETA), decline (a reason), change the ETA, start,
 * put on hold, complete. A move the state machine does not allow from the line's status is 409 with
 * words saying why; of two answers sent at once, one wins and the other is 409.
 */
export const moveCrewLineCall = defineCall({
  id: 'crew-line-move',
  method: 'POST',
  path: '/api/crew-lines/:ocdId/moves',
  params: fieldWorkParams,
  body: crewLineMoveBody,
  response: crewLineMovedResponse,
  access: allow.vendor('work-orders:edit'),
  summary: 'Answers a dispatch (accept with an ETA, decline), changes the ETA, or moves the work on',
});

// ---- the staff console ----

export const staffFieldWorkParams = z.object({
  ordNum: z.coerce.number().int().positive().max(2_147_483_647),
});
export const staffFieldWorkResponse = z.object({ crewLines: z.array(fieldWorkState) });
export type StaffFieldWorkResponse = z.infer<typeof staffFieldWorkResponse>;

/** GET /staff/api/work-orders/:ordNum/field-work: each crew line's answer, ETA, status and history. */
export const staffFieldWorkCall = defineCall({
  id: 'staff-work-order-field-work',
  method: 'GET',
  path: '/staff/api/work-orders/:ordNum/field-work',
  params: staffFieldWorkParams,
  response: staffFieldWorkResponse,
  access: allow.anyStaff,
  summary: "A work order's crew lines: the vendors' answers, ETAs, statuses and their history",
});

export const reopenBody = z.object({ note: plainText(1000).default('') }).strict();

/** POST /staff/api/crew-lines/:ocdId/reopen: a completed crew line back to In Progress. */
export const staffReopenCrewLineCall = defineCall({
  id: 'staff-crew-line-reopen',
  method: 'POST',
  path: '/staff/api/crew-lines/:ocdId/reopen',
  params: fieldWorkParams,
  body: reopenBody,
  response: crewLineMovedResponse,
  access: allow.staff('vendor_manager'),
  summary: 'Reopens a completed crew line (back to In Progress)',
});
