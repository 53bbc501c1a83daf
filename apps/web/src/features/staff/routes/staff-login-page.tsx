// /staff/login (issue 18 point 1): the password through SRP (and a temporary password's
// replacement), then the second factor (enrolled at the first sign-in, with its recovery codes shown
// once), then the console.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
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

export function StaffLoginPage() {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  usePageTitle(`Staff | ${HEADINGS[step.kind]}`);

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
          notice={step.notice}
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
