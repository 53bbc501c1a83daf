// /decline?{param}={token}: the vendor declines an announcement with a reason (SPEC section 2, Public
// pages). The public layout shows the logo, heading and footer. On load the page asks what the link's
// vendor has answered so far (which changes nothing): a link that does not work says so instead of the
// reason form, and an earlier answer is named above it (issue 38 point 3). When that question cannot be
// answered (the portal unreachable), the form is shown anyway: its Save says whether it was recorded.
import CircularProgress from '@mui/material/CircularProgress';
import { useLocation } from 'react-router';
import { announcementAnsweredBefore } from '@vp/contracts';
import { declineRound } from '../api/decline-round.ts';
import { readLinkAnswer, type LinkAnswerResult } from '../api/link-answer.ts';
import { DeclineForm } from '../components/decline-form.tsx';
import { LinkNotWorking } from '../components/link-not-working.tsx';
import { useOnceOnLoad } from '../components/use-call-once-on-load.ts';
import { roundDetailIdOf } from '../round-detail-id.ts';

const NO_ID: LinkAnswerResult = { outcome: 'refused', answer: null };
const THREW: LinkAnswerResult = { outcome: 'unreachable', answer: null };

export function DeclinePage() {
  const rounddetailId = roundDetailIdOf(useLocation().search);
  const loaded = useOnceOnLoad(() => {
    if (rounddetailId) return readLinkAnswer(rounddetailId);
    console.error('The link carries no round detail id.');
    return Promise.resolve(NO_ID);
  }, THREW);
  if (loaded === undefined) return <CircularProgress aria-label="Opening the link" />;
  if (loaded.outcome === 'refused') return <LinkNotWorking />;
  const before = loaded.answer?.response;
  return (
    <DeclineForm
      rounddetailId={rounddetailId}
      decline={declineRound}
      answeredBefore={
        before ? announcementAnsweredBefore(before, loaded.answer?.declinedReason ?? null) : null
      }
    />
  );
}
