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
/**
 * The public pages when their link does not work: the SPEC's thank-you texts are for success only,
 * so the vendor is told that nothing was recorded and how to answer instead (issue 15).
 */
export const ANNOUNCEMENT_LINK_NOT_WORKING =
  'This link does not work, so nothing was recorded. It may have expired, or been cut short when it was copied: open it again from the announcement e-mail, or answer your account manager at the facilities company directly.';
/** The public pages when the portal could not be reached or was busy: nothing was recorded. */
export const ANNOUNCEMENT_NOT_RECORDED_TRY_AGAIN =
  'Nothing was recorded: the portal could not be reached just now. Please try again in a few minutes.';
/** 429 of the public calls */
export const ANNOUNCEMENT_TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** The heading of a public page whose link does not work, instead of its route's title (issue 38 point 3). */
export const ANNOUNCEMENT_LINK_NOT_WORKING_HEADING = 'Link Not Working';
/** The accept page loaded again after the vendor answered otherwise: its heading, text and button. */
export const ANNOUNCEMENT_CURRENT_ANSWER_HEADING = 'Your Answer';
export const announcementDeclinedKept = (reason: string | null) =>
  `You declined this work${reason ? ` (${reason})` : ''}. Opening this link again changed nothing.`;
export const ANNOUNCEMENT_ACCEPT_INSTEAD = 'Accept instead';
/** The decline page, above its form, when the vendor has answered before. */
export const announcementAnsweredBefore = (response: 'Accepted' | 'Declined', reason: string | null) =>
  response === 'Accepted'
    ? 'You accepted this work. Saving a reason below declines it instead.'
    : `You declined this work${reason ? ` (${reason})` : ''}. Saving another reason replaces it.`;
