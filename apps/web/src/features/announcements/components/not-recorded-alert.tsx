// What a public page says when its answer was not recorded: a link that does not work (refused, or
// no id in it) or a portal that could not be reached. Never the SPEC's thank-you text (issue 15).
import Alert from '@mui/material/Alert';
import { ANNOUNCEMENT_LINK_NOT_WORKING, ANNOUNCEMENT_NOT_RECORDED_TRY_AGAIN } from '@vp/contracts';
import type { PublicCallOutcome } from '../../../lib/public-post.ts';

export function NotRecordedAlert({ outcome }: { outcome: Exclude<PublicCallOutcome, 'recorded'> }) {
  return (
    <Alert severity="warning" sx={{ maxWidth: (t) => t.spacing(75) }}>
      {outcome === 'refused' ? ANNOUNCEMENT_LINK_NOT_WORKING : ANNOUNCEMENT_NOT_RECORDED_TRY_AGAIN}
    </Alert>
  );
}
