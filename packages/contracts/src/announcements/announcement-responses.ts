// The public announcement calls (SPEC sections 2 "Public pages", 3, 7): no session, their own rate limit.
// `rounddetailId` is the unguessable token of an e-mailed link (decision 020), not a bare integer; the
// pages read it as the text after '=' in their query string.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

/** The public pages' paths; e-mailed links are `${PUBLIC_URL}${page}?${ANNOUNCEMENT_LINK_PARAM}=<token>`. */
export const ANNOUNCEMENT_ACCEPT_PAGE = '/thank-you';
export const ANNOUNCEMENT_DECLINE_PAGE = '/decline';
export const ANNOUNCEMENT_UNSUBSCRIBE_PAGE = '/unsubscribe';
export const ANNOUNCEMENT_LINK_PARAM = 't';

export const RESPONSE_ACCEPTED = 'Accepted';
export const RESPONSE_DECLINED = 'Declined';

/**
 * The token as the page read it. Anything that is not a live token (an old integer id too) answers
 * the same 404 ANNOUNCEMENT_LINK_INVALID and changes nothing.
 */
const roundDetailToken = z.union([z.string().max(512), z.number()]).transform((v) => String(v));

/**
 * POST /api/accept-decline-announcement-round-detail.
 * Accept: {rounddetailId, response: 'Accepted'}. Decline: {rounddetailId, reponse: 'Declined',
 * declinedReason} (the SPEC's spelling; `response` is accepted too). declinedReason is required for a
 * decline (400 DECLINE_REASON_REQUIRED) and must be one of DECLINE_REASONS (400 otherwise).
 * Answers 200 {success: true, response, declinedReason} with the vendor's current answer. Repeating the
 * current answer changes nothing; a different answer replaces it and is kept in the history (decision
 * 020).
 *
 * `onLinkLoad: true` (the accept page's own load, issue 38 point 3): the accept is recorded unless this
 * link's accept was recorded before and the vendor's answer has changed since (a Back or a reload of the
 * accept page after declining); then nothing changes and the answer is the current one, which the page
 * shows with a button to accept again. Without it (a client written against the SPEC) the call is as
 * before. Decision 104.
 */
export const acceptDeclineAnnouncementRequest = z.object({
  rounddetailId: roundDetailToken,
  response: z.string().max(20).optional(),
  reponse: z.string().max(20).optional(),
  declinedReason: z.string().max(500).nullish(),
  onLinkLoad: z.boolean().optional(),
});
export type AcceptDeclineAnnouncementRequest = z.input<typeof acceptDeclineAnnouncementRequest>;
export const acceptDeclineAnnouncementResponse = z.object({
  success: z.literal(true),
  response: z.enum([RESPONSE_ACCEPTED, RESPONSE_DECLINED]),
  declinedReason: z.string().nullable(),
});
export type AcceptDeclineAnnouncementResponse = z.infer<typeof acceptDeclineAnnouncementResponse>;

/**
 * POST /api/unsub-announcement-orders {rounddetailId}: the link's vendor gets no further announcement
 * e-mails. Repeats answer 200 too. Answers {success: true}.
 */
export const unsubscribeAnnouncementsRequest = z.object({ rounddetailId: roundDetailToken });
export type UnsubscribeAnnouncementsRequest = z.input<typeof unsubscribeAnnouncementsRequest>;
export const unsubscribeAnnouncementsResponse = z.object({ success: z.literal(true) });

/**
 * POST /api/announcement-link-answer {rounddetailId}: what the link's vendor has answered so far
 * (`response` null before any answer, the reason of a decline) and whether it unsubscribed. Changes
 * nothing. The decline page asks it on load, so that a link that does not work says so before the
 * reason form (issue 38 point 3). 404 ANNOUNCEMENT_LINK_INVALID as the other public calls.
 */
export const announcementLinkAnswerRequest = z.object({ rounddetailId: roundDetailToken });
export const announcementLinkAnswerResponse = z.object({
  response: z.enum([RESPONSE_ACCEPTED, RESPONSE_DECLINED]).nullable(),
  declinedReason: z.string().nullable(),
  unsubscribed: z.boolean(),
});
export type AnnouncementLinkAnswer = z.infer<typeof announcementLinkAnswerResponse>;

// Public: the link's token (rounddetailId) stands in for a session (decision 020).

export const acceptDeclineAnnouncementCall = defineCall({
  id: 'accept-decline-announcement-round-detail',
  method: 'POST',
  path: '/api/accept-decline-announcement-round-detail',
  body: acceptDeclineAnnouncementRequest,
  response: acceptDeclineAnnouncementResponse,
  access: allow.public,
  summary: "Records a vendor's answer to an announcement round: accepted, or declined with a reason",
});

export const unsubscribeAnnouncementsCall = defineCall({
  id: 'unsub-announcement-orders',
  method: 'POST',
  path: '/api/unsub-announcement-orders',
  body: unsubscribeAnnouncementsRequest,
  response: unsubscribeAnnouncementsResponse,
  access: allow.public,
  summary: "The link's vendor gets no further announcement e-mails",
});

export const announcementLinkAnswerCall = defineCall({
  id: 'announcement-link-answer',
  method: 'POST',
  path: '/api/announcement-link-answer',
  body: announcementLinkAnswerRequest,
  response: announcementLinkAnswerResponse,
  access: allow.public,
  summary: "What an announcement link's vendor has answered so far; changes nothing",
});
