// /thank-you?{param}={token}: records the acceptance of an announcement once on load and then shows
// 'Thank you for accepting.' (SPEC section 2, Public pages). The public layout shows the logo,
// heading and footer.
import { ACCEPT_THANK_YOU } from '@vp/contracts';
import { acceptRound } from '../api/accept-round.ts';
import { RecordedOnLoad } from '../components/recorded-on-load.tsx';

export function ThankYouPage() {
  return (
    <RecordedOnLoad
      record={acceptRound}
      successText={ACCEPT_THANK_YOU}
      pendingLabel="Recording your answer"
    />
  );
}
