// /unsubscribe?{param}={token}: records the unsubscription once on load and then shows the SPEC's
// text (SPEC section 2, Public pages). The public layout shows the logo, heading and footer.
import { UNSUBSCRIBE_THANK_YOU } from '@vp/contracts';
import { unsubscribeVendor } from '../api/unsubscribe-vendor.ts';
import { RecordedOnLoad } from '../components/recorded-on-load.tsx';

export function UnsubscribePage() {
  return (
    <RecordedOnLoad
      record={unsubscribeVendor}
      successText={UNSUBSCRIBE_THANK_YOU}
      pendingLabel="Unsubscribing"
    />
  );
}
