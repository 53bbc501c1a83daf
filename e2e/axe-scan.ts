// The specs' axe scan: serious and critical findings only (the rest are advice, not failures).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Resolves once no finite animation or transition runs on the page. A dialog or menu fading in or out
 * is half transparent, and axe reads its text as low contrast; spinners and progress bars (infinite
 * animations) do not count.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

export async function seriousViolations(page: Page) {
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
