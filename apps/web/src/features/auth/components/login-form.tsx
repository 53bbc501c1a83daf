// Login (SPEC sections 2, 4, 5): Email and Password, Log In, 'Forgotten password?'. A temporary
// password brings up New Password and its repeat; the sign-in then runs again with the new one.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { FORGOT_PASSWORD_PATH } from '../../../lib/paths.ts';
import { setSession, signOut } from '../../../lib/session.ts';
import { isPasswordResetRequired, signIn } from '../api/sign-in.ts';
import { validateSignedInUser } from '../api/validate-signed-in-user.ts';
import {
  loginSchema,
  newPasswordLoginSchema,
  PASSWORD_RULES_HINT,
  type LoginValues,
} from '../forms/schemas.ts';
import { signInFailureText } from '../state/failure-texts.ts';
import { useAuthStatus } from '../state/use-auth-status.ts';
import { AuthLink } from './auth-link.tsx';
import { FormTextField } from './form-text-field.tsx';
import { PasswordField } from './password-field.tsx';

const EMPTY: LoginValues = { email: '', password: '', newPassword: '', repeatNewPassword: '' };
const loginResolver: Resolver<LoginValues> = zodResolver(loginSchema);
const newPasswordResolver: Resolver<LoginValues> = zodResolver(newPasswordLoginSchema);

export function LoginForm() {
  const [status, dispatch] = useAuthStatus();
  const [newPasswordRequired, setNewPasswordRequired] = useState(false);
  const { control, handleSubmit, setFocus } = useForm<LoginValues>({
    defaultValues: EMPTY,
    mode: 'onTouched',
    resolver: newPasswordRequired ? newPasswordResolver : loginResolver,
  });
  const loading = status.status === 'loading';

  const submit = handleSubmit(async ({ email, password, newPassword }) => {
    if (loading) return;
    dispatch({ type: 'submitted' });
    try {
      const outcome = await signIn({
        email,
        password,
        newPassword: newPasswordRequired ? newPassword : undefined,
      });
      if (outcome.result === 'NEW_PASSWORD_REQUIRED') {
        setNewPasswordRequired(true);
        dispatch({ type: 'settled' });
        // after the fields have rendered
        setTimeout(() => setFocus('newPassword'), 0);
        return;
      }
      try {
        await validateSignedInUser(outcome.idToken);
      } catch (error) {
        // the server has set a refresh cookie for a user the portal turns away: drop it
        await signOut();
        throw error;
      }
      dispatch({ type: 'signedIn' });
      setSession(outcome.idToken, outcome.expiresIn);
    } catch (error) {
      if (isPasswordResetRequired(error)) dispatch({ type: 'passwordResetRequired', email: email.trim() });
      else {
        // the server's refusals explain themselves; anything else is for the console too
        if (!(error instanceof ApiError)) console.error('Sign-in failed', error);
        dispatch({ type: 'failed', error: signInFailureText(error) });
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ width: '100%' }}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          disabled={newPasswordRequired}
        />
        <PasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
          disabled={newPasswordRequired}
        />
        {newPasswordRequired ? (
          <>
            <Alert severity="info">
              Your password is temporary. Choose a new password to finish signing in.
            </Alert>
            <PasswordField
              control={control}
              name="newPassword"
              label="New Password"
              autoComplete="new-password"
              hint={PASSWORD_RULES_HINT}
            />
            <PasswordField
              control={control}
              name="repeatNewPassword"
              label="Repeat New Password"
              autoComplete="new-password"
              hint={PASSWORD_RULES_HINT}
            />
          </>
        ) : null}
        <Button type="submit" variant="contained" size="large" fullWidth loading={loading}>
          Log In
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          <AuthLink to={FORGOT_PASSWORD_PATH}>Forgotten password?</AuthLink>
        </Box>
      </Stack>
    </Box>
  );
}
