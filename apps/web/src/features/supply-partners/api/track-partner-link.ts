// POST /api/create-supply_partner_link_tracking {url}: records that the session's user opened a partner
// link (SPEC sections 2 and 7). The server keeps the vendor and user from the session.
import { createSupplyPartnerLinkTrackingCall } from '@vp/contracts';
import { call } from '../../../lib/call.ts';

/** How long opening a partner waits for the record before it goes ahead anyway. */
export const TRACKING_WAIT_MS = 5000;

export async function trackPartnerLink(url: string): Promise<void> {
  await call(
    createSupplyPartnerLinkTrackingCall,
    { body: { url } },
    { signal: AbortSignal.timeout(TRACKING_WAIT_MS) },
  );
}
