// The password calls of SPEC section 7. A password is set only by someone who holds the e-mailed
// link's token or the current (or temporary) password: an e-mail address alone never sets one, and
// every answer is the same whether or not the address has an account.
import { randomBytes } from 'node:crypto';
import {
  FORGOT_PASSWORD_SENT,
  INVALID_CREDENTIALS,
  LINK_INVALID_OR_EXPIRED,
  NEW_PASSWORD_CHANGED,
  PASSWORD_CHANGED,
  PASSWORD_NOT_CHANGED,
  type PasswordResult,
} from '@vp/contracts';
import type { PasswordTokenPurpose } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { hashPasswordToken, sendPasswordLink } from '../../platform/identity/password-links.ts';
import {
  claimPasswordToken,
  dropUnusedPasswordTokens,
  findUsablePasswordToken,
} from '../../platform/identity/password-tokens.repository.ts';
import {
  constantTimeEqualHex,
  makeVerifier,
  verifierFor,
} from '../../platform/identity/password-verifier.ts';
import type { AuthDeps } from './auth-deps.ts';
import { recordAudit } from '../../platform/identity/audit-log.repository.ts';
import { findUserByEmail, storePassword } from './auth-users.repository.ts';
import { assertPasswordRules } from '../../platform/identity/password-rules.ts';
import { revokeUserSessions } from '../../platform/identity/user-sessions.repository.ts';
import { requirePasswordReset } from '../../platform/identity/password-reset.ts';
import { reserveAttempt, type ReservedAttempt } from '../../platform/identity/throttle.ts';

type PasswordCall = 'create-user-password' | 'user-set-password';

export type PasswordChange = {
  email: string;
  password: string;
  token?: string | undefined;
  currentPassword?: string | undefined;
};

const linkInvalid = () =>
  new AppError('bad_request', LINK_INVALID_OR_EXPIRED, { reason: 'link-invalid-or-expired' });
const wrongCurrentPassword = () =>
  new AppError('bad_request', INVALID_CREDENTIALS, { reason: 'invalid-credentials' });

/**
 * The link of forgot-user-password and a new user's invitation lead to create-password; an admin's
 * reset link to set-password.
 */
const purposesOf: Record<PasswordCall, readonly PasswordTokenPurpose[]> = {
  'create-user-password': ['create', 'invite'],
  'user-set-password': ['reset'],
};
const successOf: Record<PasswordCall, string> = {
  'create-user-password': NEW_PASSWORD_CHANGED,
  'user-set-password': PASSWORD_CHANGED,
};

export function createPasswordFlows(deps: AuthDeps) {
  const linkDeps = { db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  /** Who may set the password: the holder of a usable link of this call, or of the current password. */
  async function authorize(
    call: PasswordCall,
    change: PasswordChange,
    email: string,
    attempt: ReservedAttempt,
  ) {
    const failed = (reason: string, userId?: number) => attempt.failed(reason, userId ?? null, { call });
    if (change.token) {
      const tokenHash = hashPasswordToken(change.token);
      const owner = await findUsablePasswordToken(deps.db, {
        tokenHash,
        purposes: purposesOf[call],
        email,
      });
      if (!owner || owner.status !== 'active') {
        await failed('link_invalid_or_expired', owner?.userId);
        throw linkInvalid();
      }
      return { userId: owner.userId, email: owner.email, tokenHash };
    }
    if (change.currentPassword) {
      const user = await findUserByEmail(deps.db, email);
      // the same slow check runs for an unknown address, so the time taken does not tell either
      const salt = user?.salt ?? randomBytes(32).toString('hex');
      const computed = await verifierFor(email, change.currentPassword, salt);
      const matches = user !== undefined && constantTimeEqualHex(computed, user.verifier);
      // after an admin's reset the old password no longer sets a new one: only the e-mailed link does
      if (!user || !matches || user.status !== 'active' || user.passwordState === 'password_reset_required') {
        await failed('wrong_current_password', user?.id);
        throw wrongCurrentPassword();
      }
      if (change.currentPassword === change.password) {
        throw new AppError('bad_request', PASSWORD_NOT_CHANGED, { reason: 'password-not-changed' });
      }
      return { userId: user.id, email: user.email, tokenHash: undefined };
    }
    await failed('no_link_or_current_password');
    throw linkInvalid();
  }

  async function changePassword(
    call: PasswordCall,
    change: PasswordChange,
    ip: string,
  ): Promise<PasswordResult> {
    const email = change.email.trim().toLowerCase();
    // counted before the link or the current password is checked (a slow hashing), so that
    // concurrent guesses cannot pass the limit
    const attempt = await reserveAttempt(deps, 'set_password', { email, ip });
    const who = await authorize(call, change, email, attempt);
    // the caller holds the link or the password: whatever else goes wrong, this was no failed guess
    await attempt.settled('password_check_passed', who.userId, { call });
    assertPasswordRules(change.password);
    const secret = await makeVerifier(who.email, change.password);
    const stored = await deps.db.transaction().execute(async (tx) => {
      // the link is claimed only now, atomically: of two requests racing with one link, one wins
      if (who.tokenHash && !(await claimPasswordToken(tx, who.tokenHash, who.userId))) return false;
      await storePassword(tx, who.userId, secret);
      await dropUnusedPasswordTokens(tx, who.userId);
      await revokeUserSessions(tx, who.userId, 'password_changed');
      return true;
    });
    if (!stored) throw linkInvalid();
    await recordAudit(deps.db, {
      kind: 'password_changed',
      userId: who.userId,
      email,
      ip,
      detail: { call, via: who.tokenHash ? 'link' : 'current_password' },
    });
    return { success: true, message: successOf[call] };
  }

  return {
    /** Always the same answer (unless throttled); e-mails a link only to an active account. */
    async forgotPassword(rawEmail: string, ip: string): Promise<PasswordResult> {
      const email = rawEmail.trim().toLowerCase();
      // counted before anything is looked up or sent
      const attempt = await reserveAttempt(deps, 'password_link', { email, ip });
      const user = await findUserByEmail(deps.db, email);
      const send = user !== undefined && user.status === 'active';
      await attempt.settled('password_link_requested', user?.id ?? null, { sent: send });
      if (send) {
        // sent after answering, so that the answer takes as long for an unknown address
        void sendPasswordLink(
          linkDeps,
          { userId: user.id, email: user.email, firstName: user.firstName },
          'create',
        ).catch((err: unknown) => deps.log.error({ err, userId: user.id }, 'password link e-mail failed'));
      }
      return { success: true, message: FORGOT_PASSWORD_SENT };
    },

    createUserPassword(
      body: { userName: string; password: string; token?: string; currentPassword?: string },
      ip: string,
    ) {
      return changePassword('create-user-password', { ...body, email: body.userName }, ip);
    },

    userSetPassword(body: PasswordChange, ip: string) {
      return changePassword('user-set-password', body, ip);
    },

    /**
     * An administrator's reset: the account must set a new password before signing in (its old one
     * now gets 'Password Reset Required'), its sessions end, and it is e-mailed a set-password link.
     */
    async requirePasswordReset(rawEmail: string, by: string): Promise<'sent' | 'no_user' | 'disabled'> {
      const email = rawEmail.trim().toLowerCase();
      const user = await findUserByEmail(deps.db, email);
      if (!user) return 'no_user';
      if (user.status !== 'active') return 'disabled';
      await requirePasswordReset(
        linkDeps,
        { userId: user.id, email: user.email, firstName: user.firstName },
        by,
      );
      return 'sent';
    },
  };
}

export type PasswordFlows = ReturnType<typeof createPasswordFlows>;
