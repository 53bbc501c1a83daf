// Sign-in with SRP-6a in two calls (decision 007). start names the account and gets its salt and the
// server's public ephemeral B; finish sends the client's A and proof M1 and gets the server's proof M2
// and a session. The password never crosses the wire: the browser stretches it with PBKDF2-SHA256
// (600,000 iterations) and only the SRP values travel. An unknown e-mail is answered with a decoy
// that behaves like a real account until the proof fails, so neither call tells whether it exists.
import {
  PASSWORD_NOT_CHANGED,
  PASSWORD_RESET_REQUIRED_CODE,
  PASSWORD_RESET_REQUIRED_MESSAGE,
  type SignInFinishResponse,
} from '@vp/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  constantTimeEqualHex,
  makeVerifier,
  verifierFor,
} from '../../platform/identity/password-verifier.ts';
import { checkSignInProof, decoyAccounts, invalidCredentials } from '../../platform/identity/srp-sign-in.ts';
import type { SignInFinishInput } from '../../platform/identity/srp-sign-in.ts';
import { startSrpChallenge } from '../../platform/identity/srp-start.ts';
import { dropUnusedPasswordTokens } from '../../platform/identity/password-tokens.repository.ts';
import type { AuthDeps } from './auth-deps.ts';
import { recordAudit } from '../../platform/identity/audit-log.repository.ts';
import { findUserByEmail, storePassword } from './auth-users.repository.ts';
import { assertPasswordRules } from '../../platform/identity/password-rules.ts';
import { takeChallenge } from '../../platform/identity/srp-challenges.repository.ts';
import { openSession, type IssuedTokens } from './sessions.service.ts';
import { revokeUserSessions } from '../../platform/identity/user-sessions.repository.ts';
import { assertNotThrottled } from '../../platform/identity/throttle.ts';
import { deviceFor, type TrustedDevice } from './device-cookie.ts';

/** Long enough for a slow phone to run PBKDF2 between the two calls. */

export { invalidCredentials };

export type SignInService = ReturnType<typeof createSignInService>;

export function createSignInService(deps: AuthDeps) {
  const decoyFor = decoyAccounts(deps.db);

  async function fail(reason: string, ip: string, user: { userId?: number | null; email?: string | null }) {
    await recordAudit(deps.db, {
      kind: 'sign_in_failed',
      userId: user.userId,
      email: user.email,
      ip,
      detail: { reason },
    });
    return invalidCredentials();
  }

  return {
    async start(rawEmail: string, ip: string, device: TrustedDevice | null = null) {
      const email = rawEmail.trim().toLowerCase();
      // the decoy is made for every e-mail, so that start takes as long with an account as without
      const [user, decoy] = await Promise.all([findUserByEmail(deps.db, email), decoyFor(email)]);
      // a browser already at a limit hears so now, before it derives the key
      await assertNotThrottled(deps, 'sign_in', { email, ip, device: deviceFor(device, user?.id) });
      const account = user ? { salt: user.salt, verifier: user.verifier } : decoy;
      return startSrpChallenge(deps.db, { userId: user?.id ?? null, email }, account);
    },

    async finish(
      input: SignInFinishInput,
      ip: string,
      device: TrustedDevice | null = null,
    ): Promise<{ response: SignInFinishResponse; tokens?: IssuedTokens; userId?: number }> {
      const challenge = await takeChallenge(deps.db, input.challengeId);
      if (!challenge || challenge.expired)
        throw await fail('challenge_unknown_or_expired', ip, { email: challenge?.email });
      const email = challenge.email;
      const { serverProof, verifier, attempt, failed } = await checkSignInProof(
        deps,
        { email, ip, device: deviceFor(device, challenge.userId), accountId: challenge.userId },
        challenge,
        input,
        decoyFor,
      );
      const who = { userId: challenge.userId, email };
      if (challenge.userId === null || challenge.vendorId === null || challenge.userEmail === null) {
        throw await failed('unknown_account');
      }
      if (!serverProof) throw await failed('wrong_password');
      // a disabled account answers exactly like a wrong password
      if (challenge.status !== 'active') throw await failed('account_disabled');
      // so does a user of a vendor the company made inactive (decision 053)
      if (challenge.vendorStatus !== 'active') throw await failed('vendor_inactive');

      const user = { userId: challenge.userId, vendorId: challenge.vendorId, email: challenge.userEmail };
      if (challenge.passwordState === 'password_reset_required') {
        await attempt.settled('sign_in_challenge', who.userId, { challenge: PASSWORD_RESET_REQUIRED_CODE });
        throw new AppError('forbidden', PASSWORD_RESET_REQUIRED_MESSAGE, {
          reason: PASSWORD_RESET_REQUIRED_CODE,
        });
      }
      if (challenge.passwordState === 'new_password_required') {
        // the spec sends an empty newPassword when none was given
        if (!input.newPassword) {
          await attempt.settled('sign_in_challenge', who.userId, { challenge: 'NEW_PASSWORD_REQUIRED' });
          return { response: { result: 'NEW_PASSWORD_REQUIRED' } };
        }
        // the proof was right: whatever happens to the new password, this was no failed guess
        await attempt.settled('sign_in_challenge', who.userId, { challenge: 'NEW_PASSWORD_REQUIRED' });
        await replaceTemporaryPassword(user, challenge.salt, verifier, input.newPassword, ip);
      }

      // the proof was right, so the attempt is settled as a sign-in while the session is opened: one
      // wait for the database, not two (decision 087). A session that could not be opened turns the
      // row back into a failure with its reason, so the audit log never shows a sign-in that was not,
      // and it counts as it did while pending.
      const [opened, settled] = await Promise.allSettled([
        openSession(deps, user),
        attempt.settled('sign_in', who.userId),
      ]);
      if (opened.status === 'rejected') {
        await attempt.failed('session_not_opened', who.userId).catch(() => undefined);
        throw opened.reason;
      }
      if (settled.status === 'rejected') throw settled.reason;
      const tokens = opened.value;
      return {
        response: { result: 'SIGNED_IN', serverProof, idToken: tokens.idToken, expiresIn: tokens.expiresIn },
        tokens,
        userId: user.userId,
      };
    },
  };

  /** Completes NEW_PASSWORD_REQUIRED: the user proved the temporary password and chose a new one. */
  async function replaceTemporaryPassword(
    user: { userId: number; email: string },
    salt: string,
    temporaryVerifier: string,
    newPassword: string,
    ip: string,
  ) {
    assertPasswordRules(newPassword);
    if (constantTimeEqualHex(await verifierFor(user.email, newPassword, salt), temporaryVerifier)) {
      throw new AppError('bad_request', PASSWORD_NOT_CHANGED, { reason: 'password-not-changed' });
    }
    const secret = await makeVerifier(user.email, newPassword);
    const stored = await deps.db.transaction().execute(async (tx) => {
      if (!(await storePassword(tx, user.userId, secret, temporaryVerifier))) return false;
      await dropUnusedPasswordTokens(tx, user.userId);
      await revokeUserSessions(tx, user.userId, 'password_changed');
      return true;
    });
    // someone else changed the password since this sign-in started
    if (!stored) throw invalidCredentials();
    await recordAudit(deps.db, {
      kind: 'password_changed',
      userId: user.userId,
      email: user.email,
      ip,
      detail: { via: 'new_password_required' },
    });
  }
}
