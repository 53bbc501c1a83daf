// Staff members for the console's end-to-end tests: an account of the given role made in this worker's
// database and a session opened for it directly (as the server's own role-matrix tests do), its cookie
// put in a browser context of its own. Each TOTP code is taken once (decision 057), so signing in
// through the page for every test would wait for a new 30 s step; staff-console.spec.ts covers the
// sign-in page itself.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { STAFF_SESSION_COOKIE, type StaffRole } from '@vp/contracts';
import { createStaffAccount, type TestStaff } from '../apps/server/test/staff-client.ts';
import {
  STAFF_SESSION_MAX_SECONDS,
  insertStaffSession,
} from '../apps/server/src/platform/identity/staff-sessions.repository.ts';
import { createStaffTokenService } from '../apps/server/src/platform/identity/staff-token-service.ts';
import { openE2eDb } from './e2e-db.ts';
import { E2E_PORT } from './e2e-env.ts';

export type StaffPage = { page: Page; context: BrowserContext; staff: TestStaff };

/** A new staff member of `role`, signed in, in a browser context of its own at `viewport`. */
export async function openStaffPage(
  browser: Browser,
  role: StaffRole,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<StaffPage> {
  const db = openE2eDb();
  try {
    const staff = await createStaffAccount(db, { role });
    const sessionId = await insertStaffSession(db, staff.staffId);
    const token = await (
      await createStaffTokenService(db)
    ).issue({ staffId: staff.staffId, sessionId }, STAFF_SESSION_MAX_SECONDS);
    const baseURL = `http://127.0.0.1:${E2E_PORT}`;
    const context = await browser.newContext({ baseURL, viewport, timezoneId: 'America/New_York' });
    await context.addCookies([
      {
        name: STAFF_SESSION_COOKIE,
        value: token,
        domain: '127.0.0.1',
        path: '/staff/api',
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
      },
    ]);
    return { page: await context.newPage(), context, staff };
  } finally {
    await db.destroy();
  }
}
