// 'Forgot your password?' (SPEC sections 2, 5, 8): one e-mail field; 'Send Log in Link' stays
// disabled until the address looks like one. The server answers alike for known and unknown
// addresses; a failure is only logged (SPEC section 8).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FORGOT_PASSWORD_SENT } from '@vp/contracts';
import { notifySuccess } from '../../../lib/notify.ts';
import { LOGIN_PATH } from '../../../lib/paths.ts';
import { forgotUserPassword } from '../api/forgot-user-password.ts';
import { forgotSchema, looksLikeEmail, type ForgotValues } from '../forms/schemas.ts';
import { AuthLink } from './auth-link.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

export function ForgotPasswordForm() {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<ForgotValues>({
    defaultValues: { email: '' },
    mode: 'onTouched',
    resolver: zodResolver(forgotSchema),
  });
  const email = useWatch({ control, name: 'email' });

  const submit = handleSubmit(async (values) => {
    setSending(true);
    try {
      const result = await forgotUserPassword(values.email);
      notifySuccess(result.message || FORGOT_PASSWORD_SENT);
      setSentTo(values.email.trim());
    } catch (error) {
      console.error('Forgot password request failed', error);
    } finally {
      setSending(false);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ width: '100%' }}>
      <Stack spacing={2}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Enter the e-mail address of your account and we will send you a link to set a new password.
        </Typography>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={!looksLikeEmail(email)}
          loading={sending}
        >
          Send Log in Link
        </Button>
        {sentTo ? (
          <Typography role="status" variant="body2">
            If {sentTo} belongs to an account, a link to set a new password is on its way.
          </Typography>
        ) : null}
        <Box sx={{ textAlign: 'center' }}>
          <AuthLink to={LOGIN_PATH}>Back to Log In</AuthLink>
        </Box>
      </Stack>
    </Box>
  );
}
