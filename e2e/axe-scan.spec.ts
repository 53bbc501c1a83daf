// The specs' accessibility scan (axe-scan.ts) finds what it is there to find: a page with serious
// findings is reported, rule by rule, and the same page made right is not. Guards the scan's mode
// (decision 091) against a setting under which it would run and report nothing.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe-scan.ts';

const PAGE = (fixed: boolean) => `<!doctype html>
<html lang="en">
  <head><title>Scan check</title></head>
  <body>
    <main>
      <h1>Scan check</h1>
      <p style="color: ${fixed ? '#333' : '#bbb'}; background: #fff">Grey text on white</p>
      <button type="button">${fixed ? 'Save' : ''}</button>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" ${fixed ? 'alt="A dot"' : ''} />
    </main>
  </body>
</html>`;

test('the scan reports serious findings, and none once they are fixed', async ({ page }) => {
  await page.setContent(PAGE(false));
  const found = await seriousViolations(page);
  expect(found.map((finding) => finding.id).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  expect(found.find((finding) => finding.id === 'button-name')?.targets).toEqual(['button']);

  await page.setContent(PAGE(true));
  expect(await seriousViolations(page)).toEqual([]);
});
