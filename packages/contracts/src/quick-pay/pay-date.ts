// When a QuickPay option pays (SPEC section 9): "Pay date = today plus the days", with today taken on
// the provider's clock (US Eastern), so the answer is the same wherever the user or the server is.
// Next day (days = 1) follows its own rule: the check ships the same business day when chosen before
// 2:00 pm Eastern, otherwise the next business day, and arrives overnight on the business day after.
import { calendarDateIn } from '../work-orders/onsite-dates.ts';
import { addDays, isBusinessDay, nextBusinessDay } from './business-days.ts';

/** The provider's time zone: the 2:00 pm cut-off and "today" are read on its clock. */
export const QUICK_PAY_TIME_ZONE = 'America/New_York';
/** Next-day QuickPay chosen before this hour (Eastern) ships the same business day. */
export const NEXT_DAY_CUTOFF_HOUR = 14;
export const NEXT_DAY_DAYS = 1;

const hourIn = (instant: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));

/** Today on the provider's clock, 'YYYY-MM-DD'. */
export const quickPayToday = (now: Date) => calendarDateIn(now, QUICK_PAY_TIME_ZONE);

/** The day a next-day QuickPay check ships when chosen at `now`. */
export function nextDayShipDate(now: Date): string {
  const today = quickPayToday(now);
  if (isBusinessDay(today) && hourIn(now, QUICK_PAY_TIME_ZONE) < NEXT_DAY_CUTOFF_HOUR) return today;
  return nextBusinessDay(today);
}

/** The day an option of `days` days chosen at `now` pays, 'YYYY-MM-DD'. */
export function quickPayPayDate(now: Date, days: number): string {
  if (days === NEXT_DAY_DAYS) return nextBusinessDay(nextDayShipDate(now));
  return addDays(quickPayToday(now), days);
}
