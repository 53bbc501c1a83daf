// The specs' axe scan: serious and critical findings only (the rest are advice, not failures).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { transitionsSettled } from './transitions-settled.ts';

async function scan(page: Page) {
  await transitionsSettled(page);
  // axe.run in the page itself, asked for the violations only (decision 091): the default mode runs
  // each frame's part, carries every node of every passing rule to a second, blank page and finishes
  // there, which took 0.7-1.2 s on an empty page and 3.4-5.5 s on the list of work orders; this takes
  // 0.4-0.8 s for the same findings. Its one limit, cross-origin frames left unscanned, does not
  // apply: the app draws no frames.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/**
 * The page's serious and critical findings. A finding can be one frame caught mid-change: a button's
 * colour easing in as it is enabled by an answer that came while axe ran, read as low contrast (the
 * staff rounds' "Send round", in 1 of ~10 runs). A real finding is still there once the page has
 * settled again, so a scan with findings is repeated, and the second one's are the answer.
 */
export async function seriousViolations(page: Page) {
  const first = await scan(page);
  return first.length === 0 ? first : scan(page);
}

/** How far the page scrolls sideways (0 when it fits the viewport). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
