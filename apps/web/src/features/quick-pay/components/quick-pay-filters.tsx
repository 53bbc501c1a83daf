// The List of QuickPay filter bar (SPEC sections 2 and 9): Start Date, End Date, Status (Unpaid, or
// one unpaid status), Reset and Search.
import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { QUICK_PAY_STATUS_UNPAID, type InvoiceStatusOption } from '@vp/contracts';
import { FilterBar, FilterButtons, FilterDateField } from '../../../components/filter-bar/index.ts';
import { dateRangeBounds, hasDateRangeErrors, validateDateRange } from '../../../lib/date-range.ts';
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
  const bounds = dateRangeBounds(values);

  const set = (field: keyof QuickPayFilterValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasDateRangeErrors(errors)) onSearch(values);
  };

  return (
    <FilterBar label="QuickPay filters" fieldColumns={3} onSubmit={submit}>
      <FilterDateField
        label="Start Date"
        value={values.startDate}
        onChange={set('startDate')}
        error={errors.startDate}
        bounds={bounds.start}
      />
      <FilterDateField
        label="End Date"
        value={values.endDate}
        onChange={set('endDate')}
        error={errors.endDate}
        bounds={bounds.end}
      />
      <TextField
        select
        label="Status"
        value={values.status}
        onChange={set('status')}
        slotProps={{ inputLabel: { shrink: true } }}
      >
        <MenuItem value={QUICK_PAY_STATUS_UNPAID}>{QUICK_PAY_STATUS_UNPAID}</MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status.code} value={status.code}>
            {status.webstatus}
          </MenuItem>
        ))}
      </TextField>
      <FilterButtons
        onReset={() => setValues(defaultQuickPayFilters(today))}
        searching={searching}
        searchDisabled={hasDateRangeErrors(errors)}
      />
    </FilterBar>
  );
}
