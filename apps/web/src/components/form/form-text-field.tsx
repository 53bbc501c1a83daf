// The form kit (decision 107): a labelled text field bound to react-hook-form, showing the field's
// validation message (the zod schema's, through the form's resolver).
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { thousands } from '@vp/contracts';

export type FormTextFieldProps<T extends FieldValues, C = unknown, O = T> = {
  /** the form's control (O: the values the form's resolver hands to its submit) */
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete: string;
  hint?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** marked required (the default) */
  required?: boolean;
  /**
   * Keeps a blank line for the message (the default), so that a message appearing does not move what
   * lies below; false draws the line only when there is a message or a hint (the dialogs).
   */
  reserveHelperLine?: boolean;
  /** e.g. the show/hide button of a password, or the input's inputMode */
  slotProps?: TextFieldProps['slotProps'];
  /** a text of several lines: at least this many drawn */
  minRows?: number;
  /** the most characters it takes; the hint then counts them ("12 / 1,000 characters") */
  maxLength?: number;
};

export function FormTextField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  autoFocus = false,
  disabled = false,
  required = true,
  reserveHelperLine = true,
  slotProps,
  minRows,
  maxLength,
}: FormTextFieldProps<T, C, O>) {
  const { field, fieldState } = useController({ control, name });
  const count =
    maxLength === undefined
      ? undefined
      : `${thousands(String(field.value ?? '').length)} / ${thousands(maxLength)} characters`;
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
      required={required}
      fullWidth
      error={fieldState.error !== undefined}
      // a blank line is kept for the message, so that a message appearing on blur does not move what
      // lies below (the 'Forgotten password?' link moved away between press and release; issue 15)
      helperText={fieldState.error?.message ?? hint ?? count ?? (reserveHelperLine ? ' ' : undefined)}
      {...(minRows === undefined ? {} : { multiline: true, minRows })}
      slotProps={
        maxLength === undefined
          ? slotProps
          : { ...slotProps, htmlInput: { ...slotProps?.htmlInput, maxLength } }
      }
    />
  );
}
