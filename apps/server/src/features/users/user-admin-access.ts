// Who may administer users, and the one change that is never allowed: leaving a vendor without an
// active user who can administer its users (nobody could then repair it from the portal).
import { LAST_USER_ADMIN, NOT_ALLOWED_TO_MANAGE_USERS, USER_ADMIN_PERMISSION } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { hasPermission } from '../../platform/identity/permissions.ts';
import { countActiveUsersWith } from './users.repository.ts';

/** 403 unless the signed-in user holds a role of their vendor granting user administration. */
export async function assertUserAdmin(db: Db, session: SessionClaims): Promise<void> {
  if (!(await hasPermission(db, session.vendorId, session.userId, USER_ADMIN_PERMISSION))) {
    throw new AppError('forbidden', NOT_ALLOWED_TO_MANAGE_USERS);
  }
}

/**
 * 409 (and the caller's transaction rolls back) when the vendor has no active user administrator
 * left. Run inside the transaction that made the change, after lockUserAdministration.
 */
export async function assertAnAdminRemains(tx: Db, vendorId: number): Promise<void> {
  if ((await countActiveUsersWith(tx, vendorId, USER_ADMIN_PERMISSION)) === 0) {
    throw new AppError('conflict', LAST_USER_ADMIN);
  }
}
