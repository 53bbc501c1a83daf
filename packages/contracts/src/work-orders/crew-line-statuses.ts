// A crew line's status is one of a closed set (issue 38 point 11, decision 103): what the vendor's
// Crew section and scheduling read, and what the demo data's rules give each order status. Any other
// text is a 400 naming the ones allowed. Issue 41 (decision 114) adds Declined, In Progress and On Hold:
// the moves between them are field-work/crew-line-moves.ts.
import { z } from 'zod';

export const CREW_LINE_STATUSES = [
  'Assigned',
  'Accepted',
  'Declined',
  'On Site',
  'In Progress',
  'On Hold',
  'Completed',
  'Cancelled',
] as const;
export type CrewLineStatus = (typeof CREW_LINE_STATUSES)[number];

export const crewLineStatusSchema = z.enum(CREW_LINE_STATUSES, {
  error: () => `must be one of ${CREW_LINE_STATUSES.join(', ')}`,
});
