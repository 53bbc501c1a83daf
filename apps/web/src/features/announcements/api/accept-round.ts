// POST /api/accept-decline-announcement-round-detail with response 'Accepted' (SPEC section 7), sent
// without the authenticated client.
import { acceptDeclineAnnouncementCall, RESPONSE_ACCEPTED } from '@vp/contracts';
import { publicPost, type PublicCallOutcome } from '../../../lib/public-post.ts';

export function acceptRound(rounddetailId: string): Promise<PublicCallOutcome> {
  return publicPost(acceptDeclineAnnouncementCall, { body: { rounddetailId, response: RESPONSE_ACCEPTED } });
}
