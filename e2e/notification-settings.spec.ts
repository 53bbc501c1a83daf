// Notification settings (issue 41 point 7, decision 118) in Chromium at 375 px: opened from My
// account, the kinds with their defaults, a choice and a digest time saved and still there after a
// reload, no sideways scroll and no serious accessibility finding.
import { createUser } from './accounts.ts';
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { expect, signIn, test } from './fixtures.ts';

test.describe('Notification settings', () => {
  test('at 375 px: choose per kind and the digest time, saved; no serious accessibility finding', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const user = await createUser('notification-settings');
    await signIn(page, user.email, user.password);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL(/\/account\/notifications$/);
    const section = page.getByRole('region', { name: 'E-mail notifications' });
    const dispatched = section.getByRole('radiogroup', { name: 'Work dispatched to you' });
    await expect(dispatched.getByRole('radio', { name: 'Immediately' })).toBeChecked();
    const changed = section.getByRole('radiogroup', { name: 'A work order changed (dates, NTE, scope)' });
    await expect(changed.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await dispatched.getByRole('radio', { name: 'Off' }).check();
    await section.getByLabel('Daily digest time').fill('17:30');
    await section.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Paris');
    await section.getByRole('button', { name: 'Save' }).dblclick();
    await expect(page.getByText('Your notification settings were saved.')).toHaveCount(1);

    await page.reload();
    const again = page.getByRole('region', { name: 'E-mail notifications' });
    await expect(
      again.getByRole('radiogroup', { name: 'Work dispatched to you' }).getByRole('radio', { name: 'Off' }),
    ).toBeChecked();
    await expect(again.getByLabel('Daily digest time')).toHaveValue('17:30');
    await expect(again.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Paris');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
