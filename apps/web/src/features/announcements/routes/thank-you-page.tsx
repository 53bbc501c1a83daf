// /thank-you?{param}={token}: records the acceptance of an announcement once on load and then shows
// 'Thank you for accepting.' (SPEC section 2, Public pages). The public layout shows the logo,
// heading and footer. Loaded again after the vendor declined (Back, reload), the load changes nothing
// (issue 38 point 3): the page shows the decline and a button to accept instead.
import CircularProgress from '@mui/material/CircularProgress';
import { useLocation } from 'react-router';
import { ACCEPT_THANK_YOU, RESPONSE_DECLINED } from '@vp/contracts';
import { acceptRound, type AcceptResult } from '../api/accept-round.ts';
import { AnswerKept } from '../components/answer-kept.tsx';
import { LinkNotWorking } from '../components/link-not-working.tsx';
import { NotRecordedAlert } from '../components/not-recorded-alert.tsx';
import { PublicMessage } from '../components/public-message.tsx';
import { useOnceOnLoad } from '../components/use-call-once-on-load.ts';
import { roundDetailIdOf } from '../round-detail-id.ts';

const NO_ID: AcceptResult = { outcome: 'refused', answer: null };
const THREW: AcceptResult = { outcome: 'unreachable', answer: null };

export function ThankYouPage() {
  const rounddetailId = roundDetailIdOf(useLocation().search);
  const loaded = useOnceOnLoad(() => {
    if (rounddetailId) return acceptRound(rounddetailId, { onLinkLoad: true });
    console.error('The link carries no round detail id; nothing was recorded.');
    return Promise.resolve(NO_ID);
  }, THREW);

  // the live region is there from the start, so that the answer is announced when it appears
  if (loaded === undefined)
    return (
      <>
        <CircularProgress aria-label="Recording your answer" />
        <PublicMessage text={null} />
      </>
    );
  if (loaded.outcome === 'refused') return <LinkNotWorking />;
  if (loaded.outcome === 'unreachable')
    return (
      <>
        <PublicMessage text={null} />
        <NotRecordedAlert outcome="unreachable" />
      </>
    );
  if (rounddetailId && loaded.answer?.response === RESPONSE_DECLINED)
    return <AnswerKept rounddetailId={rounddetailId} declinedReason={loaded.answer.declinedReason} />;
  return <PublicMessage text={ACCEPT_THANK_YOU} />;
}
