// A toast by its text. Toasts are matched by notistack's class, not by text on the whole page: while
// a drawer is open its live region repeats the same text for screen readers (toast-announcer.tsx),
// and a modal drawer hides the toasts from the accessibility tree, so roles cannot find them. The light
// sign-in page draws its own toasts alike, without notistack (`.vp-toast`, decision 067).
import type { Page } from '@playwright/test';

export const toast = (page: Page, text: string) =>
  page.locator('.notistack-Snackbar, .vp-toast').filter({ hasText: text });
