// The W-9's taxpayer id, typed like a password (hidden, with a show toggle) so that it is not read
// over a shoulder; the browser is told not to remember it.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

export function TaxpayerIdField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
}) {
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      control={control}
      name={name}
      label="Taxpayer id"
      type={shown ? 'text' : 'password'}
      autoComplete="off"
      hint="9 digits: SSN 123-45-6789 or EIN 12-3456789"
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 11, spellCheck: false },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? 'Hide taxpayer id' : 'Show taxpayer id'}
                edge="end"
                onClick={() => setShown((value) => !value)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
