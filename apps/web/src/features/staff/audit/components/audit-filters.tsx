// The Audit log's filters: source, vendor number, vendor user's e-mail, staff member, action and a
// date range. Applied together with Apply (each narrows the rows); Clear shows everything again.
import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_SOURCE_LABELS, AUDIT_SOURCES, type AuditFilter, type AuditSource } from '@vp/contracts';
import { DateRangeFields } from '../../components/date-range-fields.tsx';

export type AuditFilterValues = {
  source: '' | AuditSource;
  vendorNum: string;
  userEmail: string;
  staffId: string;
  action: string;
  from: string;
  to: string;
};

export const NO_FILTER: AuditFilterValues = {
  source: '',
  vendorNum: '',
  userEmail: '',
  staffId: '',
  action: '',
  from: '',
  to: '',
};

type Errors = Partial<Record<keyof AuditFilterValues, string>>;

/** The form's values as the call's filter, or the fields' errors. */
export function toFilter(v: AuditFilterValues): { filter: AuditFilter } | { errors: Errors } {
  const errors: Errors = {};
  const vendorNum = v.vendorNum.trim();
  if (vendorNum && !/^\d{1,9}$/.test(vendorNum)) errors.vendorNum = 'A vendor number is digits only.';
  if (v.from && v.to && v.from > v.to) errors.to = 'The end date must not be before the start date.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    filter: {
      ...(v.source ? { source: v.source } : {}),
      ...(vendorNum ? { vendorNum: Number(vendorNum) } : {}),
      ...(v.userEmail.trim() ? { userEmail: v.userEmail.trim().toLowerCase() } : {}),
      ...(v.staffId ? { staffId: Number(v.staffId) } : {}),
      ...(v.action.trim() ? { action: v.action.trim() } : {}),
      ...(v.from ? { from: v.from } : {}),
      ...(v.to ? { to: v.to } : {}),
    },
  };
}

type Props = {
  staff: readonly { id: number; email: string; name: string }[];
  actions: readonly string[];
  onApply: (filter: AuditFilter) => void;
};

export function AuditFilters({ staff, actions, onApply }: Props) {
  const [values, setValues] = useState<AuditFilterValues>(NO_FILTER);
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof AuditFilterValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = toFilter(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply(result.filter);
  };
  const clear = () => {
    setValues(NO_FILTER);
    setErrors({});
    onApply({});
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Audit log filters"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        alignItems: 'start',
      }}
    >
      <TextField select label="Source" value={values.source} onChange={set('source')} size="small">
        <MenuItem value="">Staff and vendor users</MenuItem>
        {AUDIT_SOURCES.map((s) => (
          <MenuItem key={s} value={s}>
            {AUDIT_SOURCE_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Vendor number"
        value={values.vendorNum}
        onChange={set('vendorNum')}
        error={errors.vendorNum !== undefined}
        helperText={errors.vendorNum}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        autoComplete="off"
      />
      <TextField
        label="Vendor user e-mail"
        value={values.userEmail}
        onChange={set('userEmail')}
        size="small"
        type="email"
        autoComplete="off"
      />
      <TextField select label="Staff member" value={values.staffId} onChange={set('staffId')} size="small">
        <MenuItem value="">Anyone</MenuItem>
        {staff.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.name ? `${s.name} (${s.email})` : s.email}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        freeSolo
        options={actions}
        inputValue={values.action}
        onInputChange={(_, value) => setValues((old) => ({ ...old, action: value }))}
        size="small"
        renderInput={(params) => <TextField {...params} label="Action" />}
      />
      <DateRangeFields
        labels={{ from: 'From', to: 'To' }}
        values={values}
        onChange={{ from: set('from'), to: set('to') }}
        toError={errors.to}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          Apply filters
        </Button>
        <Button variant="outlined" onClick={clear}>
          Clear
        </Button>
      </Box>
    </Box>
  );
}
