// POST /api/accept-decline-announcement-round-detail with response 'Accepted' (SPEC section 7), sent
// without the authenticated client. The page's own load says so (`onLinkLoad`): loaded again after the
// vendor declined, it changes nothing and answers the current answer (issue 38 point 3).
import { acceptDeclineAnnouncementCall, RESPONSE_ACCEPTED } from '@vp/contracts';
import { publicPostAnswer, type PublicCallResult } from '../../../lib/public-post.ts';

export type AcceptResult = PublicCallResult<typeof acceptDeclineAnnouncementCall>;

export function acceptRound(
  rounddetailId: string,
  options: { onLinkLoad?: boolean } = {},
): Promise<AcceptResult> {
  return publicPostAnswer(acceptDeclineAnnouncementCall, {
    body: { rounddetailId, response: RESPONSE_ACCEPTED, ...(options.onLinkLoad ? { onLinkLoad: true } : {}) },
  });
}
