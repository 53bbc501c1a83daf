// The filter bar's rules (SPEC sections 5 and 9) on top of the shared onsite-date rule of the
// contracts: defaults, the date inputs' min and max, and the messages shown under the dates.
import {
  END_BEFORE_BEGIN,
  ONSITE_BEGIN_REQUIRED,
  ONSITE_END_REQUIRED,
  onsiteBeginOnlyToday,
  onsiteBeginTooEarly,
  onsiteWindow,
  usDate,
} from '@vp/contracts';

export type FilterValues = {
  /** 'YYYY-MM-DD' */
  onsiteStartDate: string;
  /** 'YYYY-MM-DD' */
  onsiteEndDate: string;
  /** a status code; '' = every status */
  wOStatus: string;
  locationNum: string;
  pONum: string;
};

export type FilterErrors = Partial<Record<'onsiteStartDate' | 'onsiteEndDate', string>>;

export type DateBounds = { min?: string; max?: string };

/** Begin one month ago (today when the limit is '0'), end today, nothing else chosen. */
export function defaultFilters(today: string, woHistoryMonthLimit: string): FilterValues {
  return {
    onsiteStartDate: onsiteWindow(today, woHistoryMonthLimit).defaultBegin,
    onsiteEndDate: today,
    wOStatus: '',
    locationNum: '',
    pONum: '',
  };
}

/** What the date inputs let a user pick: begin from today minus the limit up to the end date. */
export function dateBounds(
  values: FilterValues,
  today: string,
  woHistoryMonthLimit: string,
): { begin: DateBounds; end: DateBounds } {
  const window = onsiteWindow(today, woHistoryMonthLimit);
  const beginMax = window.latestBegin ?? (values.onsiteEndDate || undefined);
  return {
    begin: { min: window.earliestBegin, max: beginMax },
    end: { min: values.onsiteStartDate || window.earliestBegin },
  };
}

export function validateFilters(
  values: FilterValues,
  today: string,
  woHistoryMonthLimit: string,
): FilterErrors {
  const errors: FilterErrors = {};
  const { onsiteStartDate: begin, onsiteEndDate: end } = values;
  const window = onsiteWindow(today, woHistoryMonthLimit);
  if (!begin) errors.onsiteStartDate = ONSITE_BEGIN_REQUIRED;
  else if (window.latestBegin !== null && begin !== today)
    errors.onsiteStartDate = onsiteBeginOnlyToday(usDate(today));
  else if (begin < window.earliestBegin)
    errors.onsiteStartDate = onsiteBeginTooEarly(usDate(window.earliestBegin));
  if (!end) errors.onsiteEndDate = ONSITE_END_REQUIRED;
  else if (begin && begin > end) errors.onsiteEndDate = END_BEFORE_BEGIN;
  return errors;
}

export const hasErrors = (errors: FilterErrors) => Object.keys(errors).length > 0;
