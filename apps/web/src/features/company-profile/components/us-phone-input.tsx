// A US phone input (SPEC section 5): "+1" by default, the number grouped as "(518) 555-0142" while
// typed. Built on a plain text field rather than mui-tel-input, whose flag images come from a CDN
// (no runtime request may leave our origin). The form stores it through phoneForStorage.
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatUsPhone } from './us-phone.ts';

export type UsPhoneInputProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (display: string) => void;
};

export function UsPhoneInput({ value, onChange, slotProps, ...rest }: UsPhoneInputProps) {
  return (
    <TextField
      {...rest}
      value={formatUsPhone(value)}
      onChange={(event) => onChange(formatUsPhone(event.target.value))}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'tel', autoComplete: 'tel', maxLength: 20 },
        input: { startAdornment: <InputAdornment position="start">US +1</InputAdornment> },
      }}
    />
  );
}
