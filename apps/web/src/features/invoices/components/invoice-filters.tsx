// The filter bar of the List of Invoices (SPEC sections 2 and 5): Start Date, End Date, Status,
// invoice #, Reset and Search.
import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import type { InvoiceStatusOption } from '@vp/contracts';
import {
  FilterBar,
  FilterButtons,
  FilterDateRange,
  FilterSelect,
} from '../../../components/filter-bar/index.ts';
import { hasDateRangeErrors } from '../../../lib/date-range.ts';
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

  const set = (field: keyof InvoiceFilterValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasDateRangeErrors(errors)) return;
    onSearch({ ...values, invoiceNum: values.invoiceNum.trim() });
  };

  return (
    <FilterBar label="Invoice filters" fieldColumns={4} onSubmit={submit}>
      <FilterDateRange values={values} errors={errors} onChange={set} />
      <FilterSelect
        label="Status"
        value={values.status}
        onChange={set('status')}
        first={{ value: '', label: ALL_STATUSES }}
        options={statuses.map((status) => ({ value: status.code, label: status.webstatus }))}
      />
      <TextField label="Invoice #" value={values.invoiceNum} onChange={set('invoiceNum')} />
      <FilterButtons
        onReset={() => {
          // the default filters' rows too, not the last search's (issue 38 point 5)
          setValues(defaultInvoiceFilters(today));
          onSearch(defaultInvoiceFilters(today));
        }}
        searching={searching}
        searchDisabled={hasDateRangeErrors(errors)}
      />
    </FilterBar>
  );
}
