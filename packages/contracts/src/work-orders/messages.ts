// Work-order texts: the ones SPEC sections 5 and 8 quote, and the refusals of the work-order calls,
// defined once for the server and the web app.
import { thousands } from '../messages/common.ts';

export const EMAIL_WILL_BE_SENT = 'Email will be sent to you shortly.';
export const DOWNLOAD_WILL_BEGIN = 'Your download will begin shortly';

/** SPEC section 8: the server's 'EndDate must greater than StartDate', in the words the user sees. */
export const END_BEFORE_BEGIN = 'End Date must be greater than Start Date';
export const ONSITE_BEGIN_REQUIRED = 'Onsite Begin Date is required';
export const ONSITE_END_REQUIRED = 'Onsite End Date is required';
export const ONSITE_BEGIN_INVALID = 'Onsite Begin Date must be a date such as 2026-01-31';
export const ONSITE_END_INVALID = 'Onsite End Date must be a date such as 2026-01-31';
/** `earliest` as MM/DD/YYYY */
export const onsiteBeginTooEarly = (earliest: string) => `Onsite Begin Date must be on or after ${earliest}`;
/** when woHistoryMonthLimit is '0'; `today` as MM/DD/YYYY */
export const onsiteBeginOnlyToday = (today: string) => `Onsite Begin Date must be today (${today})`;

export const timeZoneUnknown = (timeZone: string) =>
  `Unknown time zone ${JSON.stringify(timeZone)}: use an IANA name such as America/New_York.`;

export const PRINT_DOWNLOAD_MAX = 20;
export const PRINT_EMAIL_MAX = 100;
export const PRINT_DOWNLOAD_COUNT = `Select 1 to ${PRINT_DOWNLOAD_MAX} work orders to download.`;
export const PRINT_EMAIL_COUNT = `Select 1 to ${PRINT_EMAIL_MAX} work orders to e-mail.`;
export const WORK_ORDER_NOT_FOUND = 'The work order was not found.';

export const EXPORT_MAX_ROWS = 100_000;
export const EXPORT_ROWS_REQUIRED = 'There are no work orders to export.';
export const EXPORT_TOO_MANY_ROWS = `At most ${thousands(EXPORT_MAX_ROWS)} work orders can be exported at once.`;
