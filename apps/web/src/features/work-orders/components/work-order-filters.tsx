// The filter bar of the List of Work Orders (SPEC sections 2 and 5): Onsite Begin and End Date
// (bounded by the history limit and by each other), WO Status, Location Id, PO #, Reset and Search.
import type { FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import type { StatusOrder } from '@vp/contracts';
import {
  FilterBar,
  FilterButtons,
  FilterDateField,
  FilterSelect,
  useFilterValues,
} from '../../../components/filter-bar/index.ts';
import { dateBounds, defaultFilters, hasErrors, validateFilters, type FilterValues } from './filter-rules.ts';

export type WorkOrderFiltersProps = {
  today: string;
  woHistoryMonthLimit: string;
  statusOrders: readonly StatusOrder[];
  searching: boolean;
  onSearch: (filters: FilterValues) => void;
  /** the values it opens with (a dashboard tile's days); the defaults otherwise */
  initial?: FilterValues;
};

const ALL_STATUSES = 'All';

export function WorkOrderFilters({
  today,
  woHistoryMonthLimit,
  statusOrders,
  searching,
  onSearch,
  initial,
}: WorkOrderFiltersProps) {
  const { values, set, reset } = useFilterValues(
    () => defaultFilters(today, woHistoryMonthLimit),
    onSearch,
    initial,
  );
  const errors = validateFilters(values, today, woHistoryMonthLimit);
  const bounds = dateBounds(values, today, woHistoryMonthLimit);
  const statuses = [...statusOrders].sort((a, b) => a.sortOrder - b.sortOrder);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors(errors)) return;
    onSearch({ ...values, locationNum: values.locationNum.trim(), pONum: values.pONum.trim() });
  };

  return (
    <FilterBar label="Work order filters" fieldColumns={5} onSubmit={submit}>
      <FilterDateField
        label="Onsite Begin Date"
        required
        value={values.onsiteStartDate}
        onChange={set('onsiteStartDate')}
        error={errors.onsiteStartDate}
        bounds={bounds.begin}
      />
      <FilterDateField
        label="Onsite End Date"
        required
        value={values.onsiteEndDate}
        onChange={set('onsiteEndDate')}
        error={errors.onsiteEndDate}
        bounds={bounds.end}
      />
      <FilterSelect
        label="WO Status"
        value={values.wOStatus}
        onChange={set('wOStatus')}
        first={{ value: '', label: ALL_STATUSES }}
        options={statuses.map((status) => ({ value: status.code, label: status.description }))}
      />
      <TextField label="Location Id" value={values.locationNum} onChange={set('locationNum')} />
      <TextField label="PO #" value={values.pONum} onChange={set('pONum')} />
      <FilterButtons onReset={reset} searching={searching} searchDisabled={hasErrors(errors)} />
    </FilterBar>
  );
}
