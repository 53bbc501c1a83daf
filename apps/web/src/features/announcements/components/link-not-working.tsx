// A public page whose link does not work: headed so, not with the page's "Thank You" or "Decline", and
// the warning that nothing was recorded (issues 15 and 38). The empty live region stays, as on success.
import { ANNOUNCEMENT_LINK_NOT_WORKING_HEADING } from '@vp/contracts';
import { usePublicHeading } from '../../../components/public-heading.tsx';
import { NotRecordedAlert } from './not-recorded-alert.tsx';
import { PublicMessage } from './public-message.tsx';

export function LinkNotWorking() {
  usePublicHeading(ANNOUNCEMENT_LINK_NOT_WORKING_HEADING);
  return (
    <>
      <PublicMessage text={null} />
      <NotRecordedAlert outcome="refused" />
    </>
  );
}
