// The form kit (decision 107): a type-to-find picker of several fixed choices (MUI's Autocomplete)
// bound to a list of react-hook-form, for a list of choices too long for checkboxes.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './form-field-props.ts';

export function FormMultiPick<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  label,
  options,
  hint,
}: FormFieldProps<T, C, O> & {
  options: readonly string[];
  /** under the field when it has no message */
  hint?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Autocomplete
      multiple
      options={options}
      value={Array.isArray(field.value) ? (field.value as string[]) : []}
      onChange={(_, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? hint}
        />
      )}
    />
  );
}
