// Invoice texts: the refusals of the invoice calls, defined once for the server and the web app. The
// date-order text is the spec's one (END_BEFORE_BEGIN, SPEC section 8), shared with the work orders.
export { END_BEFORE_BEGIN } from '../work-orders/messages.ts';

export const INVOICE_NOT_FOUND = 'The invoice was not found.';
export const START_DATE_INVALID = 'Start Date must be a date such as 2026-01-31 or 2026-01-31T00:00';
export const END_DATE_INVALID = 'End Date must be a date such as 2026-01-31 or 2026-01-31T00:00';
export const INVOICE_STATUS_UNKNOWN = 'Status must be one of the invoice statuses.';
