// The staff sign-in (issue 18 point 1, decision 057) in three calls. start and finish are the vendor
// sign-in's SRP-6a (decision 007) over the staff accounts: the same verifier and KDF, decoys for
// unknown e-mails, the same throttles (counted apart from the vendor sign-in's). A right password
// then asks for the second factor: the authenticator's code, or a recovery code. At the first sign-in
// the server hands out a new TOTP secret (and its otpauth:// URI) and the first right code confirms
// it; the 10 recovery codes are answered then, once, and stored hashed. A code is taken once: its
// time step is stored and that step and earlier ones are refused after (replay). Wrong codes are
// counted before they are checked, as password guesses are.
//
// A browser that completed a sign-in before (its staff device cookie, decision 097) has its password
// guesses counted on its own, as a vendor's browser has (decision 034): a stranger's wrong passwords
// never lock the owner out. The second factor's limit is per account and address, whatever the browser.
import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_NOT_CHANGED, type StaffSignInFinishResponse, staffSignedInResponse } from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordAudit } from '../../platform/identity/audit-log.repository.ts';
import {
  constantTimeEqualHex,
  makeVerifier,
  verifierFor,
} from '../../platform/identity/password-verifier.ts';
import { assertPasswordRules } from '../../platform/identity/password-rules.ts';
import { takeStaffChallenge } from '../../platform/identity/srp-challenges.repository.ts';
import { checkSignInProof, decoyAccounts, invalidCredentials } from '../../platform/identity/srp-sign-in.ts';
import type { SignInFinishInput } from '../../platform/identity/srp-sign-in.ts';
import { startSrpChallenge } from '../../platform/identity/srp-start.ts';
import { recordStaffAction } from '../../platform/identity/staff-audit-log.repository.ts';
import {
  STAFF_SESSION_MAX_SECONDS,
  insertStaffSession,
  revokeStaffSessions,
} from '../../platform/identity/staff-sessions.repository.ts';
import type { StaffTokenService } from '../../platform/identity/staff-token-service.ts';
import { assertNotThrottled, reserveAttempt, type ThrottleLimits } from '../../platform/identity/throttle.ts';
import { deviceFor, type TrustedDevice } from '../../platform/identity/device-cookies.ts';
import {
  checkTotp,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
} from '../../platform/identity/totp.ts';
import { findStaff } from './staff-accounts.service.ts';
import {
  insertSecondFactorChallenge,
  pendingSecondFactor,
  recoveryCodeUsed,
  replaceRecoveryCodes,
  storeNewPasswordOverTemporary,
  setPendingTotpSecret,
  staffSecretByEmail,
  storeTotpStep,
  takeSecondFactorChallenge,
  totpEnrolled,
  unusedRecoveryCodes,
  useRecoveryCode,
} from './staff-second-factor.repository.ts';

/** Between the password and the code: time to open the authenticator, or to enrol one. */
const SECOND_FACTOR_TTL_SECONDS = 600;

export const INVALID_CODE = 'The code is not right. Please try again.';
/** A recovery code of the account's that was used before (issue 38 point 11): each works once. */
export const USED_RECOVERY_CODE =
  'This recovery code has already been used: each one works once. Please use another recovery code or your authenticator app.';
export const SECOND_FACTOR_EXPIRED = 'This sign-in has expired. Please sign in again.';

export type StaffSignInDeps = {
  db: Db;
  tokens: StaffTokenService;
  config: { auth: ThrottleLimits; staff: { idleTimeoutSeconds: number } };
};

const invalidCode = () => new AppError('unauthorized', INVALID_CODE, { reason: 'invalid-code' });
const usedRecoveryCode = () =>
  new AppError('unauthorized', USED_RECOVERY_CODE, { reason: 'used-recovery-code' });
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A code refused inside the sign-in's transaction: it rolls back, so the sign-in stays open for another try. */
class CodeRefused extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
  }
}

export type StaffSignedIn = {
  /** whose sign-in it was: the browser's device cookie names this account from now on */
  staffId: number;
  response: z.input<typeof staffSignedInResponse>;
  token: string;
  maxAgeSeconds: number;
};

export type StaffSignInService = ReturnType<typeof createStaffSignInService>;

export function createStaffSignInService(deps: StaffSignInDeps) {
  const { db } = deps;
  // a label of its own: a staff decoy never equals the vendor decoy of the same e-mail, so comparing
  // the two sign-ins' salts tells nothing
  const decoyFor = decoyAccounts(db, 'staff\0');
  const surface = 'staff' as const;

  return {
    async start(rawEmail: string, ip: string, device: TrustedDevice | null = null) {
      const email = rawEmail.trim().toLowerCase();
      const [staff, decoy] = await Promise.all([staffSecretByEmail(db, email), decoyFor(email)]);
      // a browser already at a limit hears so now, before it derives the key
      await assertNotThrottled(deps, 'sign_in', { email, ip, surface, device: deviceFor(device, staff?.id) });
      const account = staff ?? decoy;
      return startSrpChallenge(db, { userId: null, staffId: staff?.id ?? null, surface, email }, account);
    },

    async finish(
      input: SignInFinishInput,
      ip: string,
      device: TrustedDevice | null = null,
    ): Promise<StaffSignInFinishResponse> {
      const challenge = await takeStaffChallenge(db, input.challengeId);
      if (!challenge || challenge.expired) {
        await recordAudit(db, {
          kind: 'sign_in_failed',
          email: challenge?.email,
          ip,
          surface,
          detail: { reason: 'challenge_unknown_or_expired' },
        });
        throw invalidCredentials();
      }
      const email = challenge.email;
      const { serverProof, verifier, attempt, failed } = await checkSignInProof(
        deps,
        { email, ip, surface, device: deviceFor(device, challenge.staffId), accountId: challenge.staffId },
        challenge,
        input,
        decoyFor,
      );
      if (challenge.staffId === null || challenge.staffEmail === null) throw await failed('unknown_account');
      if (!serverProof) throw await failed('wrong_password');
      if (challenge.status !== 'active') throw await failed('account_disabled');
      const staffId = challenge.staffId;

      if (challenge.passwordState === 'new_password_required') {
        await attempt.settled('sign_in_challenge', staffId, { challenge: 'NEW_PASSWORD_REQUIRED' });
        if (!input.newPassword) return { result: 'NEW_PASSWORD_REQUIRED' };
        await replaceTemporaryPassword(staffId, email, challenge.salt, verifier, input.newPassword, ip);
      } else {
        // the password was right: no failed guess, but no sign-in yet either (the code is to come)
        await attempt.settled('sign_in_challenge', staffId, { challenge: 'SECOND_FACTOR' });
      }

      const secondFactorToken = randomBytes(24).toString('base64url');
      const account = await db.transaction().execute(async (tx) => {
        await insertSecondFactorChallenge(
          tx,
          hashToken(secondFactorToken),
          staffId,
          SECOND_FACTOR_TTL_SECONDS,
        );
        if (await totpEnrolled(tx, staffId)) return { enrolled: true as const };
        // not enrolled yet: a new secret each time, until a code confirms one
        const totpSecret = newTotpSecret();
        await setPendingTotpSecret(tx, staffId, totpSecret);
        return { enrolled: false as const, totpSecret };
      });
      if (account.enrolled) return { result: 'TOTP_REQUIRED', serverProof, secondFactorToken };
      return {
        result: 'TOTP_ENROLMENT_REQUIRED',
        serverProof,
        secondFactorToken,
        totpSecret: account.totpSecret,
        otpauthUri: otpauthUri(challenge.staffEmail, account.totpSecret),
      };
    },

    async secondFactor(
      input: { secondFactorToken: string; code?: string | undefined; recoveryCode?: string | undefined },
      ip: string,
      device: TrustedDevice | null = null,
    ): Promise<StaffSignedIn> {
      const tokenHash = hashToken(input.secondFactorToken);
      const pending = await pendingSecondFactor(db, tokenHash);
      if (!pending || pending.expired || pending.status !== 'active' || pending.totp_secret === null)
        throw new AppError('unauthorized', SECOND_FACTOR_EXPIRED, { reason: 'sign-in-expired' });
      const staffId = pending.id;
      const enrolling = pending.totp_enrolled_at === null;
      // counted before it is checked, as a password guess is
      const attempt = await reserveAttempt(deps, 'second_factor', { email: pending.email, ip, surface });

      const signIn = db.transaction().execute(async (tx) => {
        // one session per sign-in: the first right code takes the pending step
        const taken = await takeSecondFactorChallenge(tx, tokenHash);
        if (!taken) throw new CodeRefused('sign_in_taken');
        if (input.code !== undefined) {
          const check = await checkTotp(pending.totp_secret!, input.code, pending.totp_last_step);
          if (!check.ok) throw new CodeRefused(check.reason);
          // taken only if no other sign-in took this step (or a later one) meanwhile
          if (!(await storeTotpStep(tx, staffId, pending.totp_secret!, check.step)))
            throw new CodeRefused('replayed_code');
        } else {
          // recovery codes exist only once an authenticator is enrolled
          if (enrolling) throw new CodeRefused('recovery_code_before_enrolment');
          const codeHash = hashRecoveryCode(input.recoveryCode ?? '');
          if (!(await useRecoveryCode(tx, staffId, codeHash))) {
            // the account's own code, taken before: say so (the password was right to get here)
            const spent = await recoveryCodeUsed(tx, staffId, codeHash);
            throw new CodeRefused(spent ? 'used_recovery_code' : 'wrong_recovery_code');
          }
        }
        const actor = { staffId, email: pending.email };
        let recoveryCodes: string[] | undefined;
        if (enrolling) {
          recoveryCodes = newRecoveryCodes();
          await replaceRecoveryCodes(tx, staffId, recoveryCodes.map(hashRecoveryCode));
          await recordStaffAction(tx, {
            actor,
            action: 'staff.totp_enrolled',
            subjectType: 'staff',
            subjectId: staffId,
            before: { totpEnrolled: false },
            after: { totpEnrolled: true, recoveryCodes: recoveryCodes.length },
            ip,
          });
        }
        const sessionId = await insertStaffSession(tx, staffId);
        await recordStaffAction(tx, {
          actor,
          action: 'staff.signed_in',
          subjectType: 'staff',
          subjectId: staffId,
          before: null,
          after: { via: input.code !== undefined ? 'totp' : 'recovery_code' },
          ip,
        });
        return { sessionId, recoveryCodes };
      });
      let outcome: Awaited<typeof signIn>;
      try {
        outcome = await signIn;
      } catch (err) {
        if (!(err instanceof CodeRefused)) throw err;
        await attempt.failed(err.reason, staffId);
        throw err.reason === 'used_recovery_code' ? usedRecoveryCode() : invalidCode();
      }
      // from a trusted device, the success restarts the device's count of password guesses and not the
      // account's, so the owner signing in hands a stranger no fresh allowance (decision 034); the
      // second factor's own count restarts either way (accountResetByDevices)
      const trusted = deviceFor(device, staffId);
      await attempt.settled('sign_in', staffId, {
        via: input.code !== undefined ? 'totp' : 'recovery_code',
        ...(trusted ? { device: trusted } : {}),
      });
      const token = await deps.tokens.issue(
        { staffId, sessionId: outcome.sessionId },
        STAFF_SESSION_MAX_SECONDS,
      );
      const member = await findStaff(db, staffId);
      return {
        staffId,
        response: {
          result: 'SIGNED_IN',
          staff: member!,
          ...(outcome.recoveryCodes ? { recoveryCodes: outcome.recoveryCodes } : {}),
          recoveryCodesLeft: await recoveryCodesLeft(db, staffId),
          idleTimeoutSeconds: deps.config.staff.idleTimeoutSeconds,
        },
        token,
        maxAgeSeconds: STAFF_SESSION_MAX_SECONDS,
      };
    },
  };

  /** Completes NEW_PASSWORD_REQUIRED: the member proved the temporary password and chose a new one. */
  async function replaceTemporaryPassword(
    staffId: number,
    email: string,
    salt: string,
    temporaryVerifier: string,
    newPassword: string,
    ip: string,
  ) {
    assertPasswordRules(newPassword);
    if (constantTimeEqualHex(await verifierFor(email, newPassword, salt), temporaryVerifier)) {
      throw new AppError('bad_request', PASSWORD_NOT_CHANGED, { reason: 'password-not-changed' });
    }
    const secret = await makeVerifier(email, newPassword);
    const stored = await db.transaction().execute(async (tx) => {
      if (!(await storeNewPasswordOverTemporary(tx, staffId, temporaryVerifier, secret))) return false;
      await revokeStaffSessions(tx, staffId, 'password_changed');
      await recordStaffAction(tx, {
        actor: { staffId, email },
        action: 'staff.password_changed',
        subjectType: 'staff',
        subjectId: staffId,
        before: { passwordState: 'new_password_required' },
        after: { passwordState: 'ok' },
        ip,
      });
      return true;
    });
    if (!stored) throw invalidCredentials();
    await recordAudit(db, { kind: 'password_changed', staffId, email, ip, surface });
  }
}

export async function recoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  return unusedRecoveryCodes(db, staffId);
}
