// POST /api/accept-decline-announcement-round-detail with the SPEC's misspelt `reponse: 'Declined'` and
// the chosen reason (SPEC section 7), sent without the authenticated client; true on HTTP 200.
import {
  acceptDeclineAnnouncementPath,
  RESPONSE_DECLINED,
  type AcceptDeclineAnnouncementRequest,
  type DeclineReason,
} from '@vp/contracts';
import { publicPost } from '../../../lib/public-post.ts';

export function declineRound(rounddetailId: string, declinedReason: DeclineReason): Promise<boolean> {
  const body: AcceptDeclineAnnouncementRequest = {
    rounddetailId,
    reponse: RESPONSE_DECLINED,
    declinedReason,
  };
  return publicPost(acceptDeclineAnnouncementPath, body);
}
