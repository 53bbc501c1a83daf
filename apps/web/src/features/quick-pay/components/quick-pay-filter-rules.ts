// The List of QuickPay filter's values and defaults (SPEC section 9): status Unpaid and End Date
// today; Start Date blank so that every unpaid invoice received up to today shows (decision 017).
import { QUICK_PAY_STATUS_UNPAID } from '@vp/contracts';
import type { DateRange } from '../../../lib/date-range.ts';

export type QuickPayFilterValues = DateRange & {
  /** QUICK_PAY_STATUS_UNPAID (every unpaid status) or the code of one unpaid status */
  status: string;
};

export function defaultQuickPayFilters(today: string): QuickPayFilterValues {
  return { startDate: '', endDate: today, status: QUICK_PAY_STATUS_UNPAID };
}
