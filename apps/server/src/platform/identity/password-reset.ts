// An administrator's password reset (admin CLI or reset-user-password-by-user-id): the account must set
// a new password before signing in again (its old one now gets 'Password Reset Required'), its sessions
// end, the reset is audited, and a set-password link is e-mailed.
import { recordAudit } from './audit-log.repository.ts';
import { sendPasswordLink, type LinkRecipient, type PasswordLinkDeps } from './password-links.ts';
import { markPasswordResetRequired } from './password-tokens.repository.ts';
import { revokeUserSessions } from './user-sessions.repository.ts';

export async function requirePasswordReset(
  deps: PasswordLinkDeps,
  user: LinkRecipient,
  by: string,
): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    await markPasswordResetRequired(tx, user.userId);
    await revokeUserSessions(tx, user.userId, 'password_reset');
  });
  await recordAudit(deps.db, {
    kind: 'password_reset_required',
    userId: user.userId,
    email: user.email,
    detail: { by },
  });
  await sendPasswordLink(deps, user, 'reset');
}
