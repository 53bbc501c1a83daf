// The accept page loaded again after the vendor declined (issue 38 point 3): the load changed nothing;
// the page says what the current answer is and offers to accept instead. The button sends the SPEC's
// accept (without `onLinkLoad`), which replaces the decline; it is disabled while that call runs.
import { useState } from 'react';
import Button from '@mui/material/Button';
import {
  ACCEPT_THANK_YOU,
  ANNOUNCEMENT_ACCEPT_INSTEAD,
  ANNOUNCEMENT_CURRENT_ANSWER_HEADING,
  announcementDeclinedKept,
} from '@vp/contracts';
import { usePublicHeading } from '../../../components/public-heading.tsx';
import type { PublicCallOutcome } from '../../../lib/public-post.ts';
import { acceptRound } from '../api/accept-round.ts';
import { NotRecordedAlert } from './not-recorded-alert.tsx';
import { PublicMessage } from './public-message.tsx';

export function AnswerKept({
  rounddetailId,
  declinedReason,
}: {
  rounddetailId: string;
  declinedReason: string | null;
}) {
  const [accepting, setAccepting] = useState(false);
  const [outcome, setOutcome] = useState<PublicCallOutcome | null>(null);
  usePublicHeading(outcome === 'recorded' ? null : ANNOUNCEMENT_CURRENT_ANSWER_HEADING);

  async function acceptInstead() {
    if (accepting) return;
    setAccepting(true);
    try {
      setOutcome((await acceptRound(rounddetailId)).outcome);
    } finally {
      setAccepting(false);
    }
  }

  if (outcome === 'recorded') return <PublicMessage text={ACCEPT_THANK_YOU} />;
  return (
    <>
      <PublicMessage text={announcementDeclinedKept(declinedReason)} />
      <Button
        variant="contained"
        onClick={() => void acceptInstead()}
        disabled={accepting}
        loading={accepting}
      >
        {ANNOUNCEMENT_ACCEPT_INSTEAD}
      </Button>
      {outcome === 'refused' || outcome === 'unreachable' ? <NotRecordedAlert outcome={outcome} /> : null}
    </>
  );
}
