// The invoice filter bar's values and defaults (SPEC sections 5 and 9): Start Date one month ago,
// End Date today, every status, no invoice #.
import { minusMonths } from '@vp/contracts';
import { validateDateRange, type DateRange, type DateRangeErrors } from '../../../lib/date-range.ts';

export type InvoiceFilterValues = DateRange & {
  /** a status code; '' = every status */
  status: string;
  invoiceNum: string;
};

export function defaultInvoiceFilters(today: string): InvoiceFilterValues {
  return { startDate: minusMonths(today, 1), endDate: today, status: '', invoiceNum: '' };
}

export function validateInvoiceFilters(values: InvoiceFilterValues): DateRangeErrors {
  return validateDateRange(values);
}
