// A vendor, picked by typing part of its name or its number (20 matches at a time, from the server:
// there are thousands of vendors).
import { useDeferredValue, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useWorkOrderChoices } from '../api/staff-work-orders.ts';

export type PickedVendor = { id: number; company: string };

type Props = {
  label: string;
  value: PickedVendor | null;
  onChange: (vendor: PickedVendor | null) => void;
  error?: string | undefined;
  size?: 'small' | 'medium';
  required?: boolean;
};

export function VendorPicker({ label, value, onChange, error, size = 'small', required }: Props) {
  const [input, setInput] = useState('');
  const typed = useDeferredValue(input.trim());
  const choices = useWorkOrderChoices(typed && typed !== value?.company ? { vendor: typed } : {});
  const options: PickedVendor[] = choices.data?.vendors ?? [];
  return (
    <Autocomplete
      size={size}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      getOptionLabel={(o) => o.company}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(o) => o}
      loading={choices.isFetching}
      noOptionsText="No vendor matches"
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} />
      )}
      sx={{ minWidth: 0 }}
    />
  );
}
