// My account's Change password (decision 041): the current password and the new one twice, with the
// spec's password rules and texts. The account's address is the signed-in user's.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_RULES_HINT, changePasswordSchema, type ChangePasswordValues } from '../forms/schemas.ts';
import { PasswordField } from '../../../components/form/password-field.tsx';

export type ChangePasswordFormProps = {
  email: string;
  loading: boolean;
  onSubmit: (values: ChangePasswordValues) => Promise<void>;
};

export function ChangePasswordForm({ email, loading, onSubmit }: ChangePasswordFormProps) {
  const { control, handleSubmit } = useForm<ChangePasswordValues>({
    defaultValues: { currentPassword: '', password: '', repeatPassword: '' },
    mode: 'onTouched',
    resolver: zodResolver(changePasswordSchema),
  });
  const submit = handleSubmit(onSubmit);
  return (
    <Box
      component="form"
      noValidate
      aria-label="Change password"
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: 420 }}
    >
      <Stack spacing={2}>
        {/* lets a password manager file the new password under the right account */}
        <input type="hidden" name="username" autoComplete="username" value={email} />
        <PasswordField
          control={control}
          name="currentPassword"
          label="Current Password"
          autoComplete="current-password"
        />
        <PasswordField
          control={control}
          name="password"
          label="New Password"
          autoComplete="new-password"
          hint={PASSWORD_RULES_HINT}
        />
        <PasswordField
          control={control}
          name="repeatPassword"
          label="Repeat New Password"
          autoComplete="new-password"
          hint={PASSWORD_RULES_HINT}
        />
        <Box>
          <Button type="submit" variant="contained" loading={loading}>
            Change password
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
