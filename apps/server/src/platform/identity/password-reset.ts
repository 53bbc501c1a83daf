// An administrator's password reset (admin CLI or reset-user-password-by-user-id): the account must set
// a new password before signing in again (its old one now gets 'Password Reset Required'), its sessions
// end, and a set-password link is e-mailed, all in one transaction; then the reset is audited.
import type { Db } from '../db/database.ts';
import { recordAudit } from './audit-log.repository.ts';
import { queuePasswordLink, type LinkRecipient, type PasswordLinkDeps } from './password-links.ts';
import { markPasswordResetRequired } from './password-tokens.repository.ts';
import { revokeUserSessions } from './user-sessions.repository.ts';

export async function requirePasswordReset(
  deps: PasswordLinkDeps,
  user: LinkRecipient,
  by: string,
  /** what else the reset writes, in its transaction (an administrator's reset records an event) */
  alsoIn?: (tx: Db) => Promise<void>,
): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    await markPasswordResetRequired(tx, user.userId);
    await revokeUserSessions(tx, user.userId, 'password_reset');
    await queuePasswordLink(tx, deps.publicUrl, user, 'reset');
    await alsoIn?.(tx);
  });
  await recordAudit(deps.db, {
    kind: 'password_reset_required',
    userId: user.userId,
    email: user.email,
    detail: { by },
  });
}
