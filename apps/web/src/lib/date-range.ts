// The Start Date / End Date pair of the invoice and QuickPay filters (SPEC sections 5 and 9):
// calendar days 'YYYY-MM-DD' in the browser's zone. Either may be left blank (no bound on that side,
// as the calls allow); when both are given the start must not come after the end. The pickers' min
// and max keep a user from choosing a wrong pair; the message covers typed dates.
import { END_BEFORE_BEGIN, dayStartInMinutes } from '@vp/contracts';

export type DateRange = {
  /** 'YYYY-MM-DD' or '' */
  startDate: string;
  /** 'YYYY-MM-DD' or '' */
  endDate: string;
};

export type DateRangeErrors = Partial<Record<keyof DateRange, string>>;

export function validateDateRange({ startDate, endDate }: DateRange): DateRangeErrors {
  return startDate && endDate && startDate > endDate ? { endDate: END_BEFORE_BEGIN } : {};
}

/** What each date input lets a user pick: the other date bounds it. */
export function dateRangeBounds({ startDate, endDate }: DateRange): {
  start: { max?: string };
  end: { min?: string };
} {
  return { start: endDate ? { max: endDate } : {}, end: startDate ? { min: startDate } : {} };
}

export const hasDateRangeErrors = (errors: DateRangeErrors) => Object.keys(errors).length > 0;

/** The dates as the invoice searches send them: day start in minute precision, null when blank. */
export function dateRangeRequest({ startDate, endDate }: DateRange): {
  startDate: string | null;
  endDate: string | null;
} {
  return {
    startDate: startDate ? dayStartInMinutes(startDate) : null,
    endDate: endDate ? dayStartInMinutes(endDate) : null,
  };
}
