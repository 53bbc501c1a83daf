// The filter bar of the List of Invoices (SPEC sections 2 and 5): Start Date, End Date, Status,
// invoice #, Reset and Search.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { InvoiceStatusOption } from '@vp/contracts';
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
    <Box
      component="form"
      role="search"
      aria-label="Invoice filters"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr)) auto',
        },
        alignItems: 'start',
      }}
    >
      <TextField
        label="Start Date"
        type="date"
        value={values.startDate}
        onChange={set('startDate')}
        error={Boolean(errors.startDate)}
        helperText={errors.startDate}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds.start }}
      />
      <TextField
        label="End Date"
        type="date"
        value={values.endDate}
        onChange={set('endDate')}
        error={Boolean(errors.endDate)}
        helperText={errors.endDate}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds.end }}
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
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          justifyContent: { xs: 'flex-end', lg: 'flex-start' },
          gridColumn: { sm: '1 / -1', lg: 'auto' },
        }}
      >
        <Button variant="outlined" onClick={() => setValues(defaultInvoiceFilters(today))}>
          Reset
        </Button>
        <Button type="submit" variant="contained" loading={searching} disabled={hasDateRangeErrors(errors)}>
          Search
        </Button>
      </Box>
    </Box>
  );
}
