// The filter bar of the List of Invoices (SPEC sections 2 and 5): Start Date, End Date, Status,
// invoice #, Reset and Search.
import type { FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import type { InvoiceStatusOption } from '@vp/contracts';
import {
  FilterBar,
  FilterButtons,
  FilterDateRange,
  FilterSelect,
  useFilterValues,
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
  const { values, set, reset } = useFilterValues(() => defaultInvoiceFilters(today), onSearch);
  const errors = validateInvoiceFilters(values);

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
      <FilterButtons onReset={reset} searching={searching} searchDisabled={hasDateRangeErrors(errors)} />
    </FilterBar>
  );
}
