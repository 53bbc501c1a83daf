// POST /api/accept-decline-announcement-round-detail with response 'Accepted' (SPEC section 7), sent
// without the authenticated client.
import {
  acceptDeclineAnnouncementPath,
  RESPONSE_ACCEPTED,
  type AcceptDeclineAnnouncementRequest,
} from '@vp/contracts';
import { publicPost, type PublicCallOutcome } from '../../../lib/public-post.ts';

export function acceptRound(rounddetailId: string): Promise<PublicCallOutcome> {
  const body: AcceptDeclineAnnouncementRequest = { rounddetailId, response: RESPONSE_ACCEPTED };
  return publicPost(acceptDeclineAnnouncementPath, body);
}
