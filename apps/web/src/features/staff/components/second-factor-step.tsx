// Sign-in step 3: the authenticator's 6 digits (or, on a later sign-in, one of the recovery codes
// instead). A wrong code leaves the step open for another try; the server counts the failures and
// answers 429 past its limit, and an expired step sends the member back to the password.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError } from '../../../lib/api-client.ts';
import { sendSecondFactor } from '../api/staff-sign-in.ts';
import { checkForm, recoveryCodeSchema, totpCodeSchema, type FieldErrors } from '../forms/staff-schemas.ts';
import { EnrolmentDetails } from './enrolment-details.tsx';
import { staffFailureText } from './staff-failure-text.ts';

export type SignedIn = Awaited<ReturnType<typeof sendSecondFactor>>;

type Props = {
  token: string;
  enrolment?: { secret: string; uri: string } | undefined;
  onSignedIn: (answer: SignedIn) => void;
  /** the step expired (minutes long): start again from the password */
  onExpired: (text: string) => void;
};

function isExpired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  return /expired/i.test(error.message);
}

export function SecondFactorStep({ token, enrolment, onSignedIn, onExpired }: Props) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useRecovery ? 'recoveryCode' : 'code';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = useRecovery
      ? checkForm(recoveryCodeSchema, { recoveryCode: value })
      : checkForm(totpCodeSchema, { code: value });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    setFailure(null);
    try {
      onSignedIn(await sendSecondFactor(token, checked.values));
    } catch (error) {
      if (isExpired(error)) onExpired(staffFailureText(error));
      else setFailure(staffFailureText(error));
      setBusy(false);
    }
  };

  const switchFactor = () => {
    setUseRecovery((old) => !old);
    setValue('');
    setErrors({});
    setFailure(null);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {enrolment ? <EnrolmentDetails secret={enrolment.secret} uri={enrolment.uri} /> : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <TextField
          key={name}
          label={useRecovery ? 'Recovery code' : 'Code from your authenticator app'}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: useRecovery ? { spellCheck: false } : { inputMode: 'numeric' } }}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={errors[name] !== undefined}
          helperText={
            errors[name] ?? (useRecovery ? 'One of the codes you saved when you set up the app.' : '6 digits')
          }
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          {enrolment ? 'Confirm and sign in' : 'Sign in'}
        </Button>
        {enrolment ? null : (
          <Button variant="text" onClick={switchFactor}>
            {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
