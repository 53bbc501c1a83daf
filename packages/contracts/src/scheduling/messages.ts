// Scheduling texts: the ones SPEC sections 5 and 8 quote, and the refusals of the scheduling calls,
// defined once for the server and the web app.
import { thousands } from '../messages/common.ts';

/** SPEC section 8: the warning toast when a PO # with serviceDays above 1 is clicked (spelt so). */
export const SERVICE_DAYS_CONSTRAINT = 'You are not allowed to schedule due to service days constrains.';
/** SPEC section 5: the Warning modal when the visit date leaves the order's service range. */
export const VISIT_DATE_OUTSIDE_RANGE = 'Visit date is outside the date range of WO';
/** SPEC section 7: the toast after a saved visit date. */
export const VISIT_DATE_ADDED = 'VisitDate added successfully';

/** SPEC section 9: the largest serviceDays that may be scheduled. */
export const MAX_SCHEDULING_SERVICE_DAYS = 1;

export const VISIT_DATE_REQUIRED = 'Date Time is required';
export const VISIT_DATE_INVALID =
  'Date Time must be a date and time with its UTC offset, such as 2026-01-31T14:00:00-05:00';
export const VISIT_COMMENT_REQUIRED = 'Comment is required';
export const VISIT_COMMENT_MAX_LENGTH = 20_000;
export const VISIT_COMMENT_TOO_LONG = `Comment must be at most ${thousands(VISIT_COMMENT_MAX_LENGTH)} characters`;
export const SCHEDULING_ORDER_NOT_FOUND = 'The work order was not found.';

/** Why a crew line of the vendor is not open for scheduling (409); see decision 022. */
export const notOpenForScheduling = (reason: string) =>
  `This work order is not open for scheduling: ${reason}.`;
export const REASON_ALREADY_SCHEDULED = 'it already has a visit date';
export const REASON_NO_SERVICE_RANGE = 'it has no service date range';
export const REASON_RANGE_PAST = 'its service date range has ended';
export const reasonStatus = (status: string) => `its status is ${status}`;
