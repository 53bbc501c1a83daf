// The form kit (decision 107): a group of checkboxes bound to a list of react-hook-form (the values
// ticked), under a legend, with the field's validation message below.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './form-field-props.ts';

export function FormCheckboxGroup<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  label,
  options,
  labelOf = (option) => option,
}: FormFieldProps<T, C, O> & {
  /** each choice's value, shown as it is unless `labelOf` names it */
  options: readonly string[];
  labelOf?: (option: string) => string;
}) {
  const { field, fieldState } = useController({ control, name });
  const ticked: readonly string[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (option: string) =>
    field.onChange(ticked.includes(option) ? ticked.filter((o) => o !== option) : [...ticked, option]);
  return (
    <FormControl component="fieldset" error={fieldState.error !== undefined}>
      <FormLabel component="legend">{label}</FormLabel>
      {/* two columns from a small tablet up: a list of scopes fits a phone in one */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={
              <Checkbox
                checked={ticked.includes(option)}
                onChange={() => toggle(option)}
                onBlur={field.onBlur}
              />
            }
            label={labelOf(option)}
          />
        ))}
      </Box>
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
