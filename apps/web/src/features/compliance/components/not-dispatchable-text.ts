// The banner's lines (issue 40 point 5): for each client and trade the company may not dispatch the
// vendor for, which of its requirements stand in the way and in what state.
import {
  COMPLIANCE_STATE_LABELS,
  DISPATCHABLE_STATES,
  NOT_DISPATCHABLE,
  type ComplianceOverview,
} from '@vp/contracts';

/** "Not dispatchable for Acme Stores, HVAC: General liability for Acme Stores, HVAC (Missing)" */
export function notDispatchableTexts(overview: ComplianceOverview): string[] {
  return overview.notDispatchable.map(({ clientName, trade }) => {
    const blocking = overview.requirements.filter(
      (r) => r.clientName === clientName && r.trade === trade && !DISPATCHABLE_STATES.includes(r.status),
    );
    const where = `${clientName ?? 'every client'}, ${trade ?? 'every trade'}`;
    const what = blocking.map((r) => `${r.title} (${COMPLIANCE_STATE_LABELS[r.status]})`).join('; ');
    return `${NOT_DISPATCHABLE} for ${where}${what ? `: ${what}` : ''}`;
  });
}
