// The W-9's taxpayer id, typed like a password (hidden, with a show toggle) so that it is not read
// over a shoulder; the browser is told not to remember it.
import type { Control, FieldValues, Path } from 'react-hook-form';
import { PasswordField } from '../../../components/form/password-field.tsx';

export function TaxpayerIdField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
}) {
  return (
    <PasswordField
      control={control}
      name={name}
      label="Taxpayer id"
      secretName="taxpayer id"
      autoComplete="off"
      hint="9 digits: SSN 123-45-6789 or EIN 12-3456789"
      htmlInput={{ inputMode: 'numeric', maxLength: 11, spellCheck: false }}
    />
  );
}
