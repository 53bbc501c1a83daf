// POST /api/unsub-announcement-orders {rounddetailId} (SPEC section 7), sent without the authenticated
// client.
import { unsubscribeAnnouncementsPath, type UnsubscribeAnnouncementsRequest } from '@vp/contracts';
import { publicPost, type PublicCallOutcome } from '../../../lib/public-post.ts';

export function unsubscribeVendor(rounddetailId: string): Promise<PublicCallOutcome> {
  const body: UnsubscribeAnnouncementsRequest = { rounddetailId };
  return publicPost(unsubscribeAnnouncementsPath, body);
}
