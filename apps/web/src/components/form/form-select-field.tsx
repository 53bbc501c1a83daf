// The form kit (decision 107): a select of fixed choices bound to react-hook-form, showing the field's
// validation message under it.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './form-field-props.ts';

export type FormSelectFieldProps<T extends FieldValues, C = unknown, O = T> = FormFieldProps<T, C, O> & {
  /** the choices: the value sent, and the text shown */
  options: readonly { value: string; label: string }[];
};

export function FormSelectField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  label,
  options,
}: FormSelectFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
