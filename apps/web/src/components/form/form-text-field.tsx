// A labelled text field bound to react-hook-form, showing the field's validation message.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete: string;
  hint?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** e.g. the show/hide button of a password */
  slotProps?: TextFieldProps['slotProps'];
};

export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  autoFocus = false,
  disabled = false,
  slotProps,
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      disabled={disabled}
      required
      fullWidth
      error={fieldState.error !== undefined}
      // a blank line is kept for the message, so that a message appearing on blur does not move what
      // lies below (the 'Forgotten password?' link moved away between press and release; issue 15)
      helperText={fieldState.error?.message ?? hint ?? ' '}
      slotProps={slotProps}
    />
  );
}
