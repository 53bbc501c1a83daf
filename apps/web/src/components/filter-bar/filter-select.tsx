// A filter bar's list of choices with its first choice apart ('All', or 'Unpaid'): the label always
// raised, the first choice shown even when its value is empty.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type FilterOption = { value: string; label: string };

export type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** the choice above the others, e.g. every status at once */
  first: FilterOption;
  options: readonly FilterOption[];
};

export function FilterSelect({ label, value, onChange, first, options }: FilterSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={onChange}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={first.value}>{first.label}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
