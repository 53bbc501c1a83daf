// Sign-in step 1: e-mail and password (SRP), and, when the server says the password is temporary,
// a new password typed twice, sent with the temporary one in a second run of the same proof.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { StaffSignInFinishResponse } from '@vp/contracts';
import { staffSignIn } from '../api/staff-sign-in.ts';
import { checkForm, newPasswordSchema, staffLoginSchema, type FieldErrors } from '../forms/staff-schemas.ts';
import { staffFailureText } from './staff-failure-text.ts';

type SecondFactorAnswer = Exclude<StaffSignInFinishResponse, { result: 'NEW_PASSWORD_REQUIRED' }>;

export function PasswordStep({
  notice,
  onProved,
}: {
  notice?: string | undefined;
  onProved: (answer: SecondFactorAnswer) => void;
}) {
  const [values, setValues] = useState({ email: '', password: '', newPassword: '', repeatNewPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [temporary, setTemporary] = useState(false);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof typeof values, label: string, type: string, autoComplete: string) => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      disabled={busy || (temporary && (name === 'email' || name === 'password'))}
      fullWidth
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const login = checkForm(staffLoginSchema, values);
    const replacement = temporary ? checkForm(newPasswordSchema, values) : null;
    const fieldErrors = {
      ...(login.ok ? {} : login.errors),
      ...(replacement?.ok === false ? replacement.errors : {}),
    };
    setErrors(fieldErrors);
    if (!login.ok || replacement?.ok === false) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await staffSignIn(
        login.values.email,
        values.password,
        temporary ? values.newPassword : undefined,
      );
      if (answer.result === 'NEW_PASSWORD_REQUIRED') setTemporary(true);
      else onProved(answer);
    } catch (error) {
      setFailure(staffFailureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {notice ? <Alert severity="info">{notice}</Alert> : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {field('email', 'E-mail', 'email', 'username')}
        {field('password', 'Password', 'password', 'current-password')}
        {temporary ? (
          <>
            <Alert severity="info">Your password is temporary. Choose a new password to go on.</Alert>
            {field('newPassword', 'New password', 'password', 'new-password')}
            {field('repeatNewPassword', 'Repeat new password', 'password', 'new-password')}
          </>
        ) : null}
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          {temporary ? 'Change password and go on' : 'Sign in'}
        </Button>
      </Stack>
    </Box>
  );
}
