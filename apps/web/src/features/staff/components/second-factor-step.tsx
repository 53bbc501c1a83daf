// Sign-in step 3: the authenticator's 6 digits (or, on a later sign-in, one of the recovery codes
// instead). A wrong code leaves the step open for another try; the server counts the failures and
// answers 429 past its limit, and an expired step sends the member back to the password.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiError } from '../../../lib/api-client.ts';
import { sendSecondFactor } from '../api/staff-sign-in.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { recoveryCodeSchema, totpCodeSchema } from '../forms/staff-schemas.ts';
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

type Values = { code: string; recoveryCode: string };
const EMPTY: Values = { code: '', recoveryCode: '' };
type Factor = { code: string } | { recoveryCode: string };
// checked when sent: the parsed code alone (6 digits, or the recovery code trimmed) goes to the server
const codeResolver = zodResolver(totpCodeSchema) as unknown as Resolver<Values, unknown, Factor>;
const recoveryResolver = zodResolver(recoveryCodeSchema) as unknown as Resolver<Values, unknown, Factor>;

function isExpired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  return /expired/i.test(error.message);
}

export function SecondFactorStep({ token, enrolment, onSignedIn, onExpired }: Props) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useRecovery ? 'recoveryCode' : 'code';
  const { control, handleSubmit, reset } = useForm<Values, unknown, Factor>({
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
    resolver: useRecovery ? recoveryResolver : codeResolver,
  });

  const submit = handleSubmit(async (factor) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onSignedIn(await sendSecondFactor(token, factor));
    } catch (error) {
      if (isExpired(error)) onExpired(staffFailureText(error));
      else setFailure(staffFailureText(error));
      setBusy(false);
    }
  });

  const switchFactor = () => {
    setUseRecovery((old) => !old);
    reset(EMPTY);
    setFailure(null);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {enrolment ? <EnrolmentDetails secret={enrolment.secret} uri={enrolment.uri} /> : null}
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <FormTextField
          key={name}
          control={control}
          name={name}
          label={useRecovery ? 'Recovery code' : 'Code from your authenticator app'}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: useRecovery ? { spellCheck: false } : { inputMode: 'numeric' } }}
          hint={useRecovery ? 'One of the codes you saved when you set up the app.' : '6 digits'}
          required={false}
          autoFocus
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
