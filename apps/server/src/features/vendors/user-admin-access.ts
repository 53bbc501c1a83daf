// The one change of user administration that is never allowed: leaving a vendor without an active
// user who can administer its users (nobody could then repair it from the portal). Who may make the
// calls at all is the contracts' allow.vendor('user-admin'), checked by the vendor scope's guard (vendor-api.ts).
import { LAST_USER_ADMIN, USER_ADMIN_PERMISSION } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { countActiveUsersWith } from './users.repository.ts';

/**
 * 409 (and the caller's transaction rolls back) when the vendor has no active user administrator
 * left. Run inside the transaction that made the change, after lockUserAdministration.
 */
export async function assertAnAdminRemains(tx: Db, vendorId: number): Promise<void> {
  if ((await countActiveUsersWith(tx, vendorId, USER_ADMIN_PERMISSION)) === 0) {
    throw new AppError('conflict', LAST_USER_ADMIN);
  }
}
