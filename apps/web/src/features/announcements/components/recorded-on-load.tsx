// The unsubscribe page: one call on load with the link's round detail id, and the
// SPEC's text only when it answered HTTP 200 (SPEC sections 4 and 8). A failure is logged and, unlike
// the SPEC's silent page, said in words: the vendor must not believe an answer was recorded (issue 15).
import CircularProgress from '@mui/material/CircularProgress';
import { useLocation } from 'react-router';
import { roundDetailIdOf } from '../round-detail-id.ts';
import type { PublicCallOutcome } from '../../../lib/public-post.ts';
import { LinkNotWorking } from './link-not-working.tsx';
import { NotRecordedAlert } from './not-recorded-alert.tsx';
import { PublicMessage } from './public-message.tsx';
import { useCallOnceOnLoad } from './use-call-once-on-load.ts';

export type RecordedOnLoadProps = {
  record: (rounddetailId: string) => Promise<PublicCallOutcome>;
  /** shown once the call answered 200 */
  successText: string;
  /** names the progress indicator while the call runs */
  pendingLabel: string;
};

export function RecordedOnLoad({ record, successText, pendingLabel }: RecordedOnLoadProps) {
  const rounddetailId = roundDetailIdOf(useLocation().search);
  const outcome = useCallOnceOnLoad(() => {
    if (rounddetailId) return record(rounddetailId);
    console.error('The link carries no round detail id; nothing was recorded.');
    return Promise.resolve('refused');
  });
  if (outcome === 'refused') return <LinkNotWorking />;
  return (
    <>
      {outcome === 'pending' ? <CircularProgress aria-label={pendingLabel} /> : null}
      <PublicMessage text={outcome === 'recorded' ? successText : null} />
      {outcome === 'unreachable' ? <NotRecordedAlert outcome={outcome} /> : null}
    </>
  );
}
