// The form kit (decision 107): a labelled checkbox bound to a boolean of react-hook-form.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export function FormCheckbox<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  label,
  disabled = false,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
}) {
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
