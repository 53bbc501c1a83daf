// QuickPay texts: the ones SPEC sections 4, 8 and 9 quote, and the refusals of the QuickPay calls,
// defined once for the server and the web app.
export const QUICK_PAY_OPTED_IN = 'QuickPay successfully opted-in';
export const QUICK_PAY_OPTED_OUT = 'QuickPay successfully opted-out';
export const QUICK_PAY_ADDED = 'Quick Pay added successfully';
export const QUICK_PAY_DISABLED =
  "QuickPay is disabled for your company. Please contact the provider's support.";
export const QUICK_PAY_ALREADY_OPTED_IN =
  'QuickPay is already opted-in for your company. Please opt-out in order to request QuickPay for individual invoices.';
export const NO_QUICK_PAY_SELECTION = 'No QuickPay selection is currently selected';
/** `date` as MM/DD/YYYY; follows NO_QUICK_PAY_SELECTION when the last opt-out date is known */
export const lastOptOutSuffix = (date: string) => `, last Opt-Out date: ${date}`;

/** SPEC section 9's next-day rules, in the words shown beside the options. */
export const NEXT_DAY_RULES =
  'Next day QuickPay is not available for a P.O. box billing address. It incurs a $35.00 overnight shipping charge and ships the same business day when chosen before 2:00 pm EST, otherwise the next business day (also for Saturday, Sunday and holidays).';

/** The QuickPay list's default status filter (SPEC section 9): every unpaid invoice. */
export const QUICK_PAY_STATUS_UNPAID = 'Unpaid';

export const QUICK_PAY_OPTION_REQUIRED = 'Choose a QuickPay option.';
export const QUICK_PAY_SETTING_UNKNOWN =
  'That QuickPay option does not exist; choose one of the options shown.';
export const QUICK_PAY_NEXT_DAY_PO_BOX =
  'Next day QuickPay is not available for a P.O. box billing address; choose another option.';
export const QUICK_PAY_AFTER_DUE_DATE =
  "This QuickPay option would pay after the invoice's due date; choose a shorter one.";
export const QUICK_PAY_SAME_OPTION = 'The invoice already has this QuickPay option; choose a different one.';
export const QUICK_PAY_INVOICE_NOT_UNPAID = 'QuickPay can be chosen only for an unpaid invoice.';
export const QUICK_PAY_NOT_OPTED_IN = 'QuickPay is not opted-in for your company.';
export const QUICK_PAY_STATUS_UNKNOWN = 'Status must be Unpaid or one of the unpaid invoice statuses.';
