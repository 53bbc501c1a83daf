// The expandable sections of the details and company-profile pages (components/expandable-sections):
// one open at a time, each loading its data when opened.
import { expect, type Locator, type Page } from '@playwright/test';

/** A section's header button, named by its title. */
export const section = (page: Page, title: string): Locator =>
  page.getByRole('button', { name: title, exact: true });

/**
 * Opens a section (unless it is open) and answers its panel once its data is in and no section is
 * still moving. Opening one closes the one open before it, and both animate their height for a few
 * hundred ms: a button pressed mid-motion can move from under the pointer before the release, so that
 * the press focuses it and the click never comes. Once traces were off (faster steps), a details test
 * clicked 'Upload New Document' so, in a full run: the button focused, no drawer (decision 073). A
 * user waits for the motion to end; so does the test. Closed sections unmount their collapse, so a
 * collapse not `entered` is one still opening or closing.
 */
export async function openSection(page: Page, title: string): Promise<Locator> {
  if ((await section(page, title).getAttribute('aria-expanded')) !== 'true')
    await section(page, title).click();
  await expect(section(page, title)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: title, exact: true });
  await expect(panel.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.locator('.MuiAccordion-root > .MuiCollapse-root:not(.MuiCollapse-entered)')).toHaveCount(
    0,
  );
  return panel;
}
