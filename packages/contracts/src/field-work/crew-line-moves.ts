// The crew line's state machine (issue 41 points 1 and 2, decision 114): the one list of the moves a
// crew line's status may make, who makes each, and what the order's status becomes. Pure, so that the
// server (which refuses any other move with a 409) and the web app (which shows only the buttons of
// the moves allowed) read the same rules, and a property test can walk every pair.
import type { CrewLineStatus } from '../work-orders/crew-line-statuses.ts';

/** Who makes a move: the vendor's users, or the company (its staff console or its provider API). */
export type MoveActor = 'vendor' | 'company';

export const CREW_LINE_MOVES = [
  'accept',
  'decline',
  'change-eta',
  'start',
  'hold',
  'complete',
  'reopen',
] as const;
export type CrewLineMove = (typeof CREW_LINE_MOVES)[number];

type MoveRule = {
  from: readonly CrewLineStatus[];
  /** the status after the move; null: it stays (an ETA changed keeps the status) */
  to: CrewLineStatus | null;
  by: MoveActor;
  /** "... cannot be <verb>": the 409's words */
  verb: string;
  /** the button's label */
  label: string;
};

/**
 * The moves. A dispatch (Assigned) is answered once: accepted or declined. Work starts from an
 * accepted line (or one whose technician checked in by IVR: On Site), can be put on hold and resumed,
 * and is completed from In Progress or On Site. Only the company reopens a completed line; a declined
 * line goes back to Assigned only by the company dispatching it again (its PUT), not by a move here.
 */
export const MOVE_RULES: Readonly<Record<CrewLineMove, MoveRule>> = {
  accept: { from: ['Assigned'], to: 'Accepted', by: 'vendor', verb: 'accepted', label: 'Accept' },
  decline: { from: ['Assigned'], to: 'Declined', by: 'vendor', verb: 'declined', label: 'Decline' },
  'change-eta': {
    from: ['Accepted', 'On Site', 'In Progress', 'On Hold'],
    to: null,
    by: 'vendor',
    verb: 'given a new ETA',
    label: 'Change ETA',
  },
  start: {
    from: ['Accepted', 'On Site', 'On Hold'],
    to: 'In Progress',
    by: 'vendor',
    verb: 'started',
    label: 'Start work',
  },
  hold: {
    from: ['Accepted', 'On Site', 'In Progress'],
    to: 'On Hold',
    by: 'vendor',
    verb: 'put on hold',
    label: 'Put on hold',
  },
  complete: {
    from: ['On Site', 'In Progress'],
    to: 'Completed',
    by: 'vendor',
    verb: 'completed',
    label: 'Complete',
  },
  reopen: { from: ['Completed'], to: 'In Progress', by: 'company', verb: 'reopened', label: 'Reopen' },
};

/** The status after `move` from `from` by `by`; undefined when the move is not allowed. */
export function moveTarget(from: string, move: CrewLineMove, by: MoveActor): CrewLineStatus | undefined {
  const rule = MOVE_RULES[move];
  if (rule.by !== by || !(rule.from as readonly string[]).includes(from)) return undefined;
  return rule.to ?? (from as CrewLineStatus);
}

/** The moves `by` may make from `from`, in the list's order (the buttons' order). */
export function allowedMoves(from: string, by: MoveActor): CrewLineMove[] {
  return CREW_LINE_MOVES.filter((move) => moveTarget(from, move, by) !== undefined);
}

/** The 409's text of a move not allowed. */
export function moveRefused(from: string, move: CrewLineMove, by: MoveActor): string {
  const rule = MOVE_RULES[move];
  if (rule.by !== by)
    return rule.by === 'company'
      ? `Only the company can reopen a work order.`
      : `Only the vendor can ${rule.label.toLowerCase()} a work order.`;
  return `This work order is ${from}: it cannot be ${rule.verb}.`;
}

/**
 * What the order's status_code becomes after a move of one of its crew lines, from the statuses of all
 * its crew lines: an order invoiced or cancelled stays so; work under way (In Progress, On Site) makes
 * it IN PROGRESS; else a line on hold makes it ON HOLD; else every line still counted (not declined or
 * cancelled) completed makes it COMPLETED; else a line waiting or accepted keeps it DISPATCHED; and an
 * order whose every line was declined or cancelled is OPEN again, to be dispatched to someone else.
 */
export function orderStatusAfter(current: string, lineStatuses: readonly string[]): string {
  if (current === 'INVOICED' || current === 'CANCELLED') return current;
  const has = (status: CrewLineStatus) => lineStatuses.includes(status);
  if (has('In Progress') || has('On Site')) return 'IN PROGRESS';
  if (has('On Hold')) return 'ON HOLD';
  const counted = lineStatuses.filter((s) => s !== 'Declined' && s !== 'Cancelled');
  if (counted.length > 0 && counted.every((s) => s === 'Completed')) return 'COMPLETED';
  if (has('Assigned') || has('Accepted')) return 'DISPATCHED';
  return counted.length === 0 ? 'OPEN' : current;
}

/** What a completion needs besides its notes and hours (issue 41 points 2 to 4): the evidence. */
export type CompletionEvidence = {
  beforePhotos: number;
  afterPhotos: number;
  /** anyone checked in on the crew line (phone, guest or IVR) */
  checkedIn: boolean;
  /** the company's setting requireCheckInBeforeCompletion */
  checkInRequired: boolean;
};

export const COMPLETION_NEEDS_BEFORE_PHOTO = 'Add a before photo (Photos section) to complete the work.';
export const COMPLETION_NEEDS_AFTER_PHOTO = 'Add an after photo (Photos section) to complete the work.';
export const COMPLETION_NEEDS_CHECK_IN =
  'Check in at the store before completing the work: the company requires it.';

/**
 * What the crew line still lacks to be completed, in the words the server's 400 and the web's drawer use:
 * a before and an after photo taken from the page, and a check-in when the company requires one.
 */
export function completionMissing(evidence: CompletionEvidence): string[] {
  return [
    ...(evidence.beforePhotos > 0 ? [] : [COMPLETION_NEEDS_BEFORE_PHOTO]),
    ...(evidence.afterPhotos > 0 ? [] : [COMPLETION_NEEDS_AFTER_PHOTO]),
    ...(evidence.checkInRequired && !evidence.checkedIn ? [COMPLETION_NEEDS_CHECK_IN] : []),
  ];
}
