// A password field with a show/hide button (SPEC section 2: the login password has show/hide); also
// what is typed like one, hidden so that it is not read over a shoulder (the W-9's taxpayer id).
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './form-text-field.tsx';

type SlotProps = Exclude<TextFieldProps['slotProps'], undefined>;

export type PasswordFieldProps<T extends FieldValues, C = unknown, O = T> = Omit<
  FormTextFieldProps<T, C, O>,
  'type' | 'slotProps'
> & {
  /** what the show/hide button names ("Show password"); 'password' unless given */
  secretName?: string;
  /** the input's own attributes (inputMode, maxLength) */
  htmlInput?: SlotProps['htmlInput'];
};

export function PasswordField<T extends FieldValues, C = unknown, O = T>({
  secretName = 'password',
  htmlInput,
  ...props
}: PasswordFieldProps<T, C, O>) {
  const [shown, setShown] = useState(false);
  return (
    <FormTextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        ...(htmlInput ? { htmlInput } : {}),
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? `Hide ${secretName}` : `Show ${secretName}`}
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
