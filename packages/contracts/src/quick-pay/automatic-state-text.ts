// The Automatic QuickPay panel's current-state line (SPEC sections 2 and 9): the chosen option's
// label when opted in, else NO_QUICK_PAY_SELECTION followed by the last opt-out date when known.
import type { DefaultQuickPayState } from './default-quick-pay.ts';
import { lastOptOutSuffix, NO_QUICK_PAY_SELECTION } from './messages.ts';
import { quickPayOptionLabel } from './option-label.ts';

/** Opted in when the default percentage is above 0 (SPEC section 4). */
export const isOptedIn = (state: Pick<DefaultQuickPayState, 'qpPercentage'>) => state.qpPercentage > 0;

/** `formatDate` turns the ISO opt-out instant into MM/DD/YYYY in the user's zone. */
export function automaticQuickPayText(
  state: DefaultQuickPayState,
  formatDate: (iso: string) => string,
): string {
  if (isOptedIn(state) && state.days !== null) {
    return quickPayOptionLabel({
      percentage: state.qpPercentage,
      days: state.days,
      fedexFee: state.fedexFee,
    });
  }
  return state.optOutdate
    ? NO_QUICK_PAY_SELECTION + lastOptOutSuffix(formatDate(state.optOutdate))
    : NO_QUICK_PAY_SELECTION;
}
