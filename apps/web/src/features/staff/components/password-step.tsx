// Sign-in step 1: e-mail and password (SRP), and, when the server says the password is temporary,
// a new password typed twice, sent with the temporary one in a second run of the same proof.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { StaffSignInFinishResponse } from '@vp/contracts';
import { staffSignIn } from '../api/staff-sign-in.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { staffLoginSchema, temporaryPasswordSchema } from '../forms/staff-schemas.ts';
import { staffFailureText } from './staff-failure-text.ts';

type Values = { email: string; password: string; newPassword: string; repeatNewPassword: string };

// checked when sent: the e-mail and password, and the new password twice once the server has said the
// password is temporary
const loginResolver = zodResolver(staffLoginSchema) as unknown as Resolver<Values>;
const temporaryResolver = zodResolver(temporaryPasswordSchema) as unknown as Resolver<Values>;

type SecondFactorAnswer = Exclude<StaffSignInFinishResponse, { result: 'NEW_PASSWORD_REQUIRED' }>;

export function PasswordStep({
  notice,
  onProved,
}: {
  notice?: string | undefined;
  onProved: (answer: SecondFactorAnswer) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [temporary, setTemporary] = useState(false);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit } = useForm<Values>({
    defaultValues: { email: '', password: '', newPassword: '', repeatNewPassword: '' },
    reValidateMode: 'onSubmit',
    resolver: temporary ? temporaryResolver : loginResolver,
  });

  const field = (name: keyof Values, label: string, type: string, autoComplete: string) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={false}
      reserveHelperLine={false}
      disabled={busy || (temporary && (name === 'email' || name === 'password'))}
    />
  );

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await staffSignIn(
        values.email,
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
  });

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
