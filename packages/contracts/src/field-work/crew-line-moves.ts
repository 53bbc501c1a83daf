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
  'cancel',
  'redispatch',
] as const;
export type CrewLineMove = (typeof CREW_LINE_MOVES)[number];

type MoveRule = {
  from: readonly CrewLineStatus[];
  /** the status after the move; null: it stays (an ETA changed keeps the status) */
  to: CrewLineStatus | null;
  by: MoveActor;
  /** "... cannot be <verb>": the 409's words */
  verb: string;
  /** the button's label (and the history row's) */
  label: string;
  /**
   * how the move is made: 'call', a field-work call of its own (the buttons); 'put', only by the
   * company's write of the work order (a provider PUT or the console's edit: decision 122)
   */
  through: 'call' | 'put';
};

/**
 * The moves. A dispatch (Assigned) is answered once: accepted or declined. Work starts from an
 * accepted line (or one whose technician checked in by IVR: On Site), can be put on hold and resumed,
 * and is completed from In Progress or On Site. Only the company reopens a completed line. The company's
 * write of the work order (provider PUT, console edit; decision 122) cancels a line from any status and
 * dispatches a declined or cancelled line again: moves of the table too, so that they are checked,
 * kept in the history and raised as events as the others are, but with no call or button of their own.
 */
export const MOVE_RULES: Readonly<Record<CrewLineMove, MoveRule>> = {
  accept: {
    from: ['Assigned'],
    to: 'Accepted',
    by: 'vendor',
    verb: 'accepted',
    label: 'Accept',
    through: 'call',
  },
  decline: {
    from: ['Assigned'],
    to: 'Declined',
    by: 'vendor',
    verb: 'declined',
    label: 'Decline',
    through: 'call',
  },
  'change-eta': {
    from: ['Accepted', 'On Site', 'In Progress', 'On Hold'],
    to: null,
    by: 'vendor',
    verb: 'given a new ETA',
    label: 'Change ETA',
    through: 'call',
  },
  start: {
    from: ['Accepted', 'On Site', 'On Hold'],
    to: 'In Progress',
    by: 'vendor',
    verb: 'started',
    label: 'Start work',
    through: 'call',
  },
  hold: {
    from: ['Accepted', 'On Site', 'In Progress'],
    to: 'On Hold',
    by: 'vendor',
    verb: 'put on hold',
    label: 'Put on hold',
    through: 'call',
  },
  complete: {
    from: ['On Site', 'In Progress'],
    to: 'Completed',
    by: 'vendor',
    verb: 'completed',
    label: 'Complete',
    through: 'call',
  },
  reopen: {
    from: ['Completed'],
    to: 'In Progress',
    by: 'company',
    verb: 'reopened',
    label: 'Reopen',
    through: 'call',
  },
  cancel: {
    from: ['Assigned', 'Accepted', 'Declined', 'On Site', 'In Progress', 'On Hold', 'Completed'],
    to: 'Cancelled',
    by: 'company',
    verb: 'cancelled',
    label: 'Cancelled by the company',
    through: 'put',
  },
  redispatch: {
    from: ['Declined', 'Cancelled'],
    to: 'Assigned',
    by: 'company',
    verb: 'dispatched again',
    label: 'Dispatched again',
    through: 'put',
  },
};

/** The status after `move` from `from` by `by`; undefined when the move is not allowed. */
export function moveTarget(from: string, move: CrewLineMove, by: MoveActor): CrewLineStatus | undefined {
  const rule = MOVE_RULES[move];
  if (rule.by !== by || !(rule.from as readonly string[]).includes(from)) return undefined;
  return rule.to ?? (from as CrewLineStatus);
}

/** The moves `by` may make from `from` by a call, in the list's order (the buttons' order). */
export function allowedMoves(from: string, by: MoveActor): CrewLineMove[] {
  return CREW_LINE_MOVES.filter(
    (move) => MOVE_RULES[move].through === 'call' && moveTarget(from, move, by) !== undefined,
  );
}

const COMPANY_VERB: Partial<Record<CrewLineMove, string>> = {
  reopen: 'reopen',
  cancel: 'cancel',
  redispatch: 'dispatch again',
};

/** The 409's text of a move not allowed. */
export function moveRefused(from: string, move: CrewLineMove, by: MoveActor): string {
  const rule = MOVE_RULES[move];
  if (rule.by !== by)
    return rule.by === 'company'
      ? `Only the company can ${COMPANY_VERB[move] ?? 'reopen'} a work order.`
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

/**
 * What the company's write of a crew line's status (a provider PUT, the console's edit; decision 122)
 * does to the line as it is now:
 * - `same`: the status it has; nothing to do.
 * - `kept`: the company sent Assigned, the status it dispatched with, for a line the vendor has
 *   answered since: a re-sync of the whole order (the usual integration), not an order to undo the
 *   answer; the vendor's status stays.
 * - `move`: the company's move of the table (cancel, reopen a completed line, dispatch a declined or
 *   cancelled line again), made, kept in the history and raised as an event as every move is. A
 *   declined line is dispatched again only when the write also gives it a new answer deadline
 *   (`newDeadline`); without one, Assigned again is the re-sync above.
 * - `refused`: any other status (the vendor's own moves: accept, start, hold, complete...), 409.
 */
export type CompanyStatusWrite =
  | { kind: 'same' }
  | { kind: 'kept' }
  | { kind: 'move'; move: CrewLineMove; to: CrewLineStatus }
  | { kind: 'refused'; message: string };

const COMPANY_MOVES = CREW_LINE_MOVES.filter((m) => MOVE_RULES[m].by === 'company');

export function companyStatusWrite(
  current: string,
  sent: CrewLineStatus,
  newDeadline: boolean,
): CompanyStatusWrite {
  if (sent === current) return { kind: 'same' };
  if (sent === 'Assigned' && current !== 'Cancelled' && !(current === 'Declined' && newDeadline))
    return { kind: 'kept' };
  const move = COMPANY_MOVES.find((m) => moveTarget(current, m, 'company') === sent);
  if (move) return { kind: 'move', move, to: sent };
  return { kind: 'refused', message: companyWriteRefused(current, sent) };
}

/** The 409's words for a status the company may not give a line that has `current`. */
export function companyWriteRefused(current: string, sent: string): string {
  return (
    `The crew line is ${current}: the company cannot set it to ${sent}. Only the vendor answers a ` +
    `dispatch and moves the work on; the company cancels a line, reopens a completed one (In Progress) ` +
    `and dispatches a declined or cancelled one again (Assigned, with a new respondBy for a declined one).`
  );
}
