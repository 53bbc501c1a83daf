// The provider API's reference page as an integrator meets it (issue 38 point 12, decision 102), in
// Chromium at a phone's 375 px: nothing scrolls sideways, even with every schema unfolded; no literal
// backtick shows; and the Getting-started commands name this portal's absolute URLs, ready to paste.
import { seriousViolations, sidewaysScroll } from './axe-scan.ts';
import { expect, test } from './fixtures.ts';

test.describe('The provider API reference page', () => {
  test('fits 375 px, shows no backtick, and its commands name the absolute URLs', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/provider/docs');
    await expect(page.getByRole('heading', { name: 'Provider API reference', level: 1 })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);

    const commands = (await page.locator('#getting-started').innerText()).split('\n');
    const curlLines = commands.filter((line) => line.includes('curl '));
    expect(curlLines).toHaveLength(2);
    expect(curlLines[0]).toContain(` ${baseURL}/provider/oauth/token `);
    expect(curlLines[1]).toMatch(new RegExp(` ${baseURL}/provider/v1/whoami$`));
    for (const line of curlLines) expect(line).not.toMatch(/ \/provider\//);

    // the request and answer schemas, the webhooks' messages and the named schemas unfolded
    const folded = page.locator('details');
    expect(await folded.count()).toBeGreaterThan(100);
    await page.evaluate(() => {
      for (const details of document.querySelectorAll('details')) details.open = true;
    });
    await expect(page.locator('#schema-WorkOrder pre')).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('`');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
