// A password field with a show/hide button (SPEC section 2: the login password has show/hide).
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

export type PasswordFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'type' | 'slotProps'>;

export function PasswordField<T extends FieldValues>(props: PasswordFieldProps<T>) {
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? 'Hide password' : 'Show password'}
                edge="end"
                onClick={() => setShown((value) => !value)}
                // keeps the caret in the field when the button is clicked with the mouse
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
