// Test fixtures: `signedInPage` is a page whose session holds a valid ID token of the demo user,
// minted by the server's own token service against the server's database.
import { test as base, expect, type Page } from '@playwright/test';
import { createTokenService } from '../apps/server/src/platform/identity/token-service.ts';
import { DEMO_EMAIL } from '../apps/server/src/demo/seed-demo.ts';
import { openE2eDb } from './e2e-db.ts';

export const SESSION_STORAGE_KEY = 'vp.idToken';

export async function mintDemoToken(email = DEMO_EMAIL): Promise<string> {
  const db = openE2eDb();
  try {
    const user = await db
      .selectFrom('users')
      .select(['id', 'vendor_id', 'email'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const tokens = await createTokenService(db);
    return await tokens.issueIdToken({ userId: user.id, vendorId: user.vendor_id, email: user.email });
  } finally {
    await db.destroy();
  }
}

export async function signIn(page: Page, email = DEMO_EMAIL): Promise<void> {
  const token = await mintDemoToken(email);
  await page.addInitScript(
    ([key, value]) => {
      // only on the first load: a logout that clears it must stay logged out
      if (!window.name.includes('vp-e2e-seeded')) {
        window.sessionStorage.setItem(key!, value!);
        window.name += ' vp-e2e-seeded';
      }
    },
    [SESSION_STORAGE_KEY, token],
  );
}

export const test = base.extend<{ signedInPage: Page }>({
  signedInPage: async ({ page }, use) => {
    await signIn(page);
    await page.goto('/');
    await use(page);
  },
});

export { expect };
