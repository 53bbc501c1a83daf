// POST /api/unsub-announcement-orders {rounddetailId} (SPEC section 7), sent without the authenticated
// client.
import { unsubscribeAnnouncementsCall } from '@vp/contracts';
import { publicPost, type PublicCallOutcome } from '../../../lib/public-post.ts';

export function unsubscribeVendor(rounddetailId: string): Promise<PublicCallOutcome> {
  return publicPost(unsubscribeAnnouncementsCall, { body: { rounddetailId } });
}
