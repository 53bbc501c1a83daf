// POST /api/unsub-announcement-orders {rounddetailId} (SPEC section 7), sent without the authenticated
// client; true on HTTP 200.
import { unsubscribeAnnouncementsPath, type UnsubscribeAnnouncementsRequest } from '@vp/contracts';
import { publicPost } from '../../../lib/public-post.ts';

export function unsubscribeVendor(rounddetailId: string): Promise<boolean> {
  const body: UnsubscribeAnnouncementsRequest = { rounddetailId };
  return publicPost(unsubscribeAnnouncementsPath, body);
}
