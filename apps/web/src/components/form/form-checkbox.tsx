// The form kit (decision 107): a labelled checkbox bound to a boolean of react-hook-form.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './form-field-props.ts';

export function FormCheckbox<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  label,
  disabled = false,
}: FormFieldProps<T, C, O> & { disabled?: boolean }) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      }
      label={label}
    />
  );
}
