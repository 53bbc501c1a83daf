// A text field of a console dialog or drawer. What staff type there is another party's (a vendor's
// e-mail, a check number, an amount), so the browser is not let fill in the staff member's own; the
// message line is drawn only when there is a message or a hint, as the dialogs are short.
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field.tsx';

type Props<T extends FieldValues, C, O> = Omit<
  FormTextFieldProps<T, C, O>,
  'autoComplete' | 'reserveHelperLine'
> & {
  /** the phone's keypad for a number: 'decimal' for an amount or a percentage, 'numeric' for a count */
  keypad?: 'decimal' | 'numeric';
};

export function DialogTextField<T extends FieldValues, C = unknown, O = T>({
  keypad,
  slotProps,
  ...props
}: Props<T, C, O>) {
  return (
    <FormTextField
      {...props}
      autoComplete="off"
      reserveHelperLine={false}
      slotProps={keypad === undefined ? slotProps : { ...slotProps, htmlInput: { inputMode: keypad } }}
    />
  );
}
