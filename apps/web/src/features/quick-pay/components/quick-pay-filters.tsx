// The List of QuickPay filter bar (SPEC sections 2 and 9): Start Date, End Date, Status (Unpaid, or
// one unpaid status), Reset and Search.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { QUICK_PAY_STATUS_UNPAID, type InvoiceStatusOption } from '@vp/contracts';
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
    <Box
      component="form"
      role="search"
      aria-label="QuickPay filters"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr)) auto',
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
        slotProps={{ inputLabel: { shrink: true } }}
      >
        <MenuItem value={QUICK_PAY_STATUS_UNPAID}>{QUICK_PAY_STATUS_UNPAID}</MenuItem>
        {statuses.map((status) => (
          <MenuItem key={status.code} value={status.code}>
            {status.webstatus}
          </MenuItem>
        ))}
      </TextField>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          justifyContent: { xs: 'flex-end', lg: 'flex-start' },
          gridColumn: { sm: '1 / -1', lg: 'auto' },
        }}
      >
        <Button variant="outlined" onClick={() => setValues(defaultQuickPayFilters(today))}>
          Reset
        </Button>
        <Button type="submit" variant="contained" loading={searching} disabled={hasDateRangeErrors(errors)}>
          Search
        </Button>
      </Box>
    </Box>
  );
}
