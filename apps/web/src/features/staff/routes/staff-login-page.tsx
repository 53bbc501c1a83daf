// /staff/login (issue 18 point 1): the password through SRP (and a temporary password's
// replacement), then the second factor (enrolled at the first sign-in, with its recovery codes shown
// once), then the console. When the server signs staff in through the company's identity provider
// (decision 064), the page offers only "Sign in with <company>", and names why a sign-in that came
// back refused (?signInError=...).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import {
  STAFF_OIDC_ERRORS,
  STAFF_SIGN_IN_ERROR_PARAM,
  staffSignInOptionsCall,
  type StaffOidcError,
} from '@vp/contracts';
import { callQuery } from '../../../lib/call.ts';
import { CompanySignInStep } from '../components/company-sign-in-step.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PasswordStep } from '../components/password-step.tsx';
import { RecoveryCodesStep } from '../components/recovery-codes-step.tsx';
import { SecondFactorStep, type SignedIn } from '../components/second-factor-step.tsx';
import { SignInCard } from '../components/sign-in-card.tsx';
import { rememberStaffMe } from '../state/staff-me.ts';
import { STAFF_HOME_PATH } from '../state/staff-paths.ts';

type Step =
  | { kind: 'password'; notice?: string }
  | { kind: 'second-factor'; token: string; enrolment?: { secret: string; uri: string } }
  | { kind: 'recovery-codes'; codes: string[] };

const HEADINGS: Record<Step['kind'], string> = {
  password: 'Staff sign-in',
  'second-factor': 'Second factor',
  'recovery-codes': 'Your recovery codes',
};

/** The text of a refused company sign-in named in the page's address, if any. */
function signInErrorText(code: string | null): string | null {
  if (!code) return null;
  return Object.hasOwn(STAFF_OIDC_ERRORS, code)
    ? STAFF_OIDC_ERRORS[code as StaffOidcError]
    : STAFF_OIDC_ERRORS.provider_refused;
}

export function StaffLoginPage() {
  const [searchParams] = useSearchParams();
  const returnedError = signInErrorText(searchParams.get(STAFF_SIGN_IN_ERROR_PARAM));
  const options = useQuery({ ...callQuery(staffSignInOptionsCall), staleTime: 5 * 60_000, retry: 1 });
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  usePageTitle(`Staff | ${HEADINGS[step.kind]}`);

  if (options.isPending) {
    return (
      <SignInCard heading={HEADINGS.password}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label="Loading the sign-in" />
        </Box>
      </SignInCard>
    );
  }
  // the company's sign-in; if the question failed, the password form (its own errors say the rest)
  if (options.data?.method === 'oidc') {
    return (
      <SignInCard heading={HEADINGS.password}>
        <CompanySignInStep
          providerName={options.data.providerName}
          startUrl={options.data.startUrl}
          failure={returnedError}
        />
      </SignInCard>
    );
  }

  const open = () => void navigate(STAFF_HOME_PATH, { replace: true });
  const signedIn = (answer: SignedIn) => {
    rememberStaffMe(queryClient, {
      ...answer.staff,
      recoveryCodesLeft: answer.recoveryCodesLeft,
      idleTimeoutSeconds: answer.idleTimeoutSeconds,
    });
    if (answer.recoveryCodes?.length) setStep({ kind: 'recovery-codes', codes: answer.recoveryCodes });
    else open();
  };

  return (
    <SignInCard heading={HEADINGS[step.kind]}>
      {step.kind === 'password' ? (
        <PasswordStep
          notice={step.notice ?? returnedError ?? undefined}
          onProved={(answer) =>
            setStep({
              kind: 'second-factor',
              token: answer.secondFactorToken,
              ...(answer.result === 'TOTP_ENROLMENT_REQUIRED'
                ? { enrolment: { secret: answer.totpSecret, uri: answer.otpauthUri } }
                : {}),
            })
          }
        />
      ) : null}
      {step.kind === 'second-factor' ? (
        <SecondFactorStep
          token={step.token}
          enrolment={step.enrolment}
          onSignedIn={signedIn}
          onExpired={(notice) => setStep({ kind: 'password', notice })}
        />
      ) : null}
      {step.kind === 'recovery-codes' ? <RecoveryCodesStep codes={step.codes} onDone={open} /> : null}
    </SignInCard>
  );
}
