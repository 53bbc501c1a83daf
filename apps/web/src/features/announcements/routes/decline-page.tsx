// /decline?{param}={token}: the vendor declines an announcement with a reason (SPEC section 2, Public
// pages). The public layout shows the logo, heading and footer.
import { useLocation } from 'react-router';
import { declineRound } from '../api/decline-round.ts';
import { DeclineForm } from '../components/decline-form.tsx';
import { roundDetailIdOf } from '../round-detail-id.ts';

export function DeclinePage() {
  const rounddetailId = roundDetailIdOf(useLocation().search);
  return <DeclineForm rounddetailId={rounddetailId} decline={declineRound} />;
}
