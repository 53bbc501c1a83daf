// Password and Repeat Password (SPEC section 5: required, 8 to 256, equal), for Create New Password
// and Set Password. The account's address comes from the e-mailed link and is shown, not edited.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_RULES_HINT, passwordPairSchema, type PasswordPairValues } from '../forms/schemas.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';

export type PasswordPairFormProps = {
  email: string;
  submitLabel: string;
  loading: boolean;
  onSubmit: (password: string) => Promise<void>;
};

export function PasswordPairForm({ email, submitLabel, loading, onSubmit }: PasswordPairFormProps) {
  const { control, handleSubmit } = useForm<PasswordPairValues>({
    defaultValues: { password: '', repeatPassword: '' },
    mode: 'onTouched',
    resolver: zodResolver(passwordPairSchema),
  });
  const submit = handleSubmit(({ password }) => onSubmit(password));

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ width: '100%' }}>
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Account: <strong>{email}</strong>
        </Typography>
        {/* lets a password manager file the new password under the right account */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="new-password"
          hint={PASSWORD_RULES_HINT}
          autoFocus
        />
        <PasswordField
          control={control}
          name="repeatPassword"
          label="Repeat Password"
          autoComplete="new-password"
          hint={PASSWORD_RULES_HINT}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={loading}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
