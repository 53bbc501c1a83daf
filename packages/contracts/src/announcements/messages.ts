// Texts of the public announcement pages (SPEC sections 2 "Public pages", 5 "Decline page", 8), defined
// once for the server, the e-mail and the web app.
export const ACCEPT_THANK_YOU = 'Thank you for accepting.';
export const UNSUBSCRIBE_THANK_YOU = 'Thank you for unsubscribe you will never receive email again.';
export const DECLINE_SELECT_REASON = 'Select Reason for decline.';
export const DECLINE_THANK_YOU = 'Thank you for decline.';

/** SPEC section 5 "Decline page": the reasons, in order. */
export const DECLINE_REASONS = [
  'Distance - Too Far',
  'Not interested in Taking on More Work at this time',
  'Type of Service - Do not Perform',
  'Other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** The public pages' footer (SPEC section 2 "Public pages"). */
export const publicFooterText = (year: number) => `Copyright© ${year} | All Rights Reserved`;

/**
 * The one answer (404) for every link that does not work: unknown, tampered, expired or malformed
 * token. It says nothing about which (decision 020).
 */
export const ANNOUNCEMENT_LINK_INVALID = 'This link is invalid or has expired.';
export const DECLINE_REASON_REQUIRED = 'Select a reason for decline.';
export const ANNOUNCEMENT_RESPONSE_INVALID = "response must be 'Accepted' or 'Declined'.";
/** 429 of the public calls */
export const ANNOUNCEMENT_TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';
