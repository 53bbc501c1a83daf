// The filter bar of the List of Invoices (SPEC sections 2 and 5): Start Date, End Date, Status,
// invoice #, Reset and Search.
import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { InvoiceStatusOption } from '@vp/contracts';
import { FilterBar, FilterButtons, FilterDateField } from '../../../components/filter-bar/index.ts';
import { dateRangeBounds, hasDateRangeErrors } from '../../../lib/date-range.ts';
import {
  defaultInvoiceFilters,
  validateInvoiceFilters,
  type InvoiceFilterValues,
} from './invoice-filter-rules.ts';

export type InvoiceFiltersProps = {
  today: string;
  statuses: readonly InvoiceStatusOption[];
  searching: boolean;
  onSearch: (filters: InvoiceFilterValues) => void;
};

export const ALL_STATUSES = 'All';

export function InvoiceFilters({ today, statuses, searching, onSearch }: InvoiceFiltersProps) {
  const [values, setValues] = useState<InvoiceFilterValues>(() => defaultInvoiceFilters(today));
  const errors = validateInvoiceFilters(values);
  const bounds = dateRangeBounds(values);

  const set = (field: keyof InvoiceFilterValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasDateRangeErrors(errors)) return;
    onSearch({ ...values, invoiceNum: values.invoiceNum.trim() });
  };

  return (
    <FilterBar label="Invoice filters" fieldColumns={4} onSubmit={submit}>
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
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{ALL_STATUSES}</MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status.code} value={status.code}>
            {status.webstatus}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Invoice #" value={values.invoiceNum} onChange={set('invoiceNum')} />
      <FilterButtons
        onReset={() => setValues(defaultInvoiceFilters(today))}
        searching={searching}
        searchDisabled={hasDateRangeErrors(errors)}
      />
    </FilterBar>
  );
}
