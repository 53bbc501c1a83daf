// One file of the compliance upload bound to react-hook-form: the shared file picker (the accepted
// kinds only) for a single file, with the field's message under it.
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from '../../../components/form/form-field-props.ts';
import { FilePicker } from '../../../components/document-upload/index.ts';

export function FileField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  label,
  disabled = false,
}: FormFieldProps<T, C, O> & { disabled?: boolean }) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  const chosen = value instanceof File ? [value] : [];
  return (
    <Box>
      <FilePicker
        files={chosen}
        multiple={false}
        label={label}
        disabled={disabled}
        onChange={(files) => field.onChange(files[0] ?? null)}
      />
      {fieldState.error ? (
        <FormHelperText error role="alert">
          {fieldState.error.message}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
