// A state dropdown from GET /api/get-states (SPEC section 2: the profile loads the states list).
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UsState } from '@vp/contracts';

export type StateSelectProps = {
  label: string;
  value: string;
  states: readonly UsState[];
  onChange: (stateCode: string) => void;
  error?: boolean;
  helperText?: string;
};

export function StateSelect({ label, value, states, onChange, error, helperText }: StateSelectProps) {
  // a stored code the list lacks still shows, rather than an empty box
  const known = value === '' || states.some((state) => state.stateCode === value);
  return (
    <TextField
      select
      label={label}
      value={value}
      error={error}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {known ? null : <MenuItem value={value}>{value}</MenuItem>}
      {states.map((state) => (
        <MenuItem key={state.stateCode} value={state.stateCode}>
          {state.stateName} ({state.stateCode})
        </MenuItem>
      ))}
    </TextField>
  );
}
