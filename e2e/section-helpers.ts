// The expandable sections of the details and company-profile pages (components/expandable-sections):
// one open at a time, each loading its data when opened.
import { expect, type Locator, type Page } from '@playwright/test';

/** A section's header button, named by its title. */
export const section = (page: Page, title: string): Locator =>
  page.getByRole('button', { name: title, exact: true });

/**
 * Opens a section (unless it is open) and answers its panel once its data is in. The sections open and
 * close at once, without a height animation (decision 092): while MUI's Accordion animated them, a
 * button pressed mid-motion could move from under the pointer, and this helper waited for the motion
 * to end (decision 073).
 */
export async function openSection(page: Page, title: string): Promise<Locator> {
  if ((await section(page, title).getAttribute('aria-expanded')) !== 'true')
    await section(page, title).click();
  await expect(section(page, title)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: title, exact: true });
  await expect(panel.getByRole('progressbar', { name: /^Loading/ })).toHaveCount(0);
  return panel;
}
