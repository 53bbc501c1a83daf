// The List of QuickPay filter bar (SPEC sections 2 and 9): Start Date, End Date, Status (Unpaid, or
// one unpaid status), Reset and Search.
import { useState, type FormEvent } from 'react';
import { QUICK_PAY_STATUS_UNPAID, type InvoiceStatusOption } from '@vp/contracts';
import {
  FilterBar,
  FilterButtons,
  FilterDateRange,
  FilterSelect,
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
  const [values, setValues] = useState<QuickPayFilterValues>(() => defaultQuickPayFilters(today));
  const errors = validateDateRange(values);

  const set = (field: keyof QuickPayFilterValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

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
      <FilterButtons
        onReset={() => {
          // the default filters' rows too, not the last search's (issue 38 point 5)
          setValues(defaultQuickPayFilters(today));
          onSearch(defaultQuickPayFilters(today));
        }}
        searching={searching}
        searchDisabled={hasDateRangeErrors(errors)}
      />
    </FilterBar>
  );
}
