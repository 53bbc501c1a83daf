// The filter bar of the List of Work Orders (SPEC sections 2 and 5): Onsite Begin and End Date
// (bounded by the history limit and by each other), WO Status, Location Id, PO #, Reset and Search.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { StatusOrder } from '@vp/contracts';
import { dateBounds, defaultFilters, hasErrors, validateFilters, type FilterValues } from './filter-rules.ts';

export type WorkOrderFiltersProps = {
  today: string;
  woHistoryMonthLimit: string;
  statusOrders: readonly StatusOrder[];
  searching: boolean;
  onSearch: (filters: FilterValues) => void;
};

const ALL_STATUSES = 'All';

export function WorkOrderFilters({
  today,
  woHistoryMonthLimit,
  statusOrders,
  searching,
  onSearch,
}: WorkOrderFiltersProps) {
  const [values, setValues] = useState<FilterValues>(() => defaultFilters(today, woHistoryMonthLimit));
  const errors = validateFilters(values, today, woHistoryMonthLimit);
  const bounds = dateBounds(values, today, woHistoryMonthLimit);
  const statuses = [...statusOrders].sort((a, b) => a.sortOrder - b.sortOrder);

  const set = (field: keyof FilterValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors(errors)) return;
    onSearch({ ...values, locationNum: values.locationNum.trim(), pONum: values.pONum.trim() });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Work order filters"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr)) auto',
        },
        alignItems: 'start',
      }}
    >
      <TextField
        label="Onsite Begin Date"
        type="date"
        required
        value={values.onsiteStartDate}
        onChange={set('onsiteStartDate')}
        error={Boolean(errors.onsiteStartDate)}
        helperText={errors.onsiteStartDate}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds.begin }}
      />
      <TextField
        label="Onsite End Date"
        type="date"
        required
        value={values.onsiteEndDate}
        onChange={set('onsiteEndDate')}
        error={Boolean(errors.onsiteEndDate)}
        helperText={errors.onsiteEndDate}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds.end }}
      />
      <TextField
        select
        label="WO Status"
        value={values.wOStatus}
        onChange={set('wOStatus')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{ALL_STATUSES}</MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status.code} value={status.code}>
            {status.description}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Location Id" value={values.locationNum} onChange={set('locationNum')} />
      <TextField label="PO #" value={values.pONum} onChange={set('pONum')} />
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          justifyContent: { xs: 'flex-end', lg: 'flex-start' },
          gridColumn: { sm: '1 / -1', lg: 'auto' },
        }}
      >
        <Button variant="outlined" onClick={() => setValues(defaultFilters(today, woHistoryMonthLimit))}>
          Reset
        </Button>
        <Button type="submit" variant="contained" loading={searching} disabled={hasErrors(errors)}>
          Search
        </Button>
      </Box>
    </Box>
  );
}
