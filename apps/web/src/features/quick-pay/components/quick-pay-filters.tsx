// The List of QuickPay filter bar (SPEC sections 2 and 9): Start Date, End Date, Status (Unpaid, or
// one unpaid status), Reset and Search.
import type { FormEvent } from 'react';
import { QUICK_PAY_STATUS_UNPAID, type InvoiceStatusOption } from '@vp/contracts';
import {
  FilterBar,
  FilterButtons,
  FilterDateRange,
  FilterSelect,
  useFilterValues,
} from '../../../components/filter-bar/index.ts';
import { hasDateRangeErrors, validateDateRange } from '../../../lib/date-range.ts';
import { defaultQuickPayFilters, type QuickPayFilterValues } from './quick-pay-filter-rules.ts';

export type QuickPayFiltersProps = {
  today: string;
  /** the unpaid statuses */
  statuses: readonly InvoiceStatusOption[];
  searching: boolean;
  onSearch: (filters: QuickPayFilterValues) => void;
};

export function QuickPayFilters({ today, statuses, searching, onSearch }: QuickPayFiltersProps) {
  const { values, set, reset } = useFilterValues(() => defaultQuickPayFilters(today), onSearch);
  const errors = validateDateRange(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasDateRangeErrors(errors)) onSearch(values);
  };

  return (
    <FilterBar label="QuickPay filters" fieldColumns={3} onSubmit={submit}>
      <FilterDateRange values={values} errors={errors} onChange={set} />
      <FilterSelect
        label="Status"
        value={values.status}
        onChange={set('status')}
        first={{ value: QUICK_PAY_STATUS_UNPAID, label: QUICK_PAY_STATUS_UNPAID }}
        options={statuses.map((status) => ({ value: status.code, label: status.webstatus }))}
      />
      <FilterButtons onReset={reset} searching={searching} searchDisabled={hasDateRangeErrors(errors)} />
    </FilterBar>
  );
}
