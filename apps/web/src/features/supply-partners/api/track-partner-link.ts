// POST /api/create-supply_partner_link_tracking {url}: records that the session's user opened a partner
// link (SPEC sections 2 and 7). The server keeps the vendor and user from the session.
import {
  createSupplyPartnerLinkTrackingPath,
  createSupplyPartnerLinkTrackingResponse,
  type CreateSupplyPartnerLinkTrackingRequest,
} from '@vp/contracts';
import { apiPost } from '../../../lib/api-client.ts';

/** How long opening a partner waits for the record before it goes ahead anyway. */
export const TRACKING_WAIT_MS = 5000;

export async function trackPartnerLink(url: string): Promise<void> {
  const body: CreateSupplyPartnerLinkTrackingRequest = { url };
  await apiPost(createSupplyPartnerLinkTrackingPath, body, {
    schema: createSupplyPartnerLinkTrackingResponse,
    signal: AbortSignal.timeout(TRACKING_WAIT_MS),
  });
}
