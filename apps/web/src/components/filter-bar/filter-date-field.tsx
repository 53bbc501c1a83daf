// A filter bar's date: the browser's date picker with its label always raised (an empty date input
// shows a format mask the label would cover) and min/max from the page's date rule.
import TextField from '@mui/material/TextField';

export type FilterDateFieldProps = {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string | undefined;
  bounds: { min?: string; max?: string };
  required?: boolean;
};

export function FilterDateField({ label, value, onChange, error, bounds, required }: FilterDateFieldProps) {
  return (
    <TextField
      label={label}
      type="date"
      required={required}
      value={value}
      onChange={onChange}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bounds }}
    />
  );
}
