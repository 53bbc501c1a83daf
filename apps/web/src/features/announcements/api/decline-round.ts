// POST /api/accept-decline-announcement-round-detail with the SPEC's misspelt `reponse: 'Declined'` and
// the chosen reason (SPEC section 7), sent without the authenticated client.
import { acceptDeclineAnnouncementCall, RESPONSE_DECLINED, type DeclineReason } from '@vp/contracts';
import { publicPost, type PublicCallOutcome } from '../../../lib/public-post.ts';

export function declineRound(
  rounddetailId: string,
  declinedReason: DeclineReason,
): Promise<PublicCallOutcome> {
  return publicPost(acceptDeclineAnnouncementCall, {
    body: { rounddetailId, reponse: RESPONSE_DECLINED, declinedReason },
  });
}
