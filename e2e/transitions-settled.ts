// Waiting for the page to stand still before it is measured or scanned.
import type { Page } from '@playwright/test';

/**
 * Resolves once no finite animation or transition runs on the page. A dialog or menu fading in or out
 * is half transparent (axe reads its text as low contrast), and a drawer sliding in is partly off the
 * screen (a measure of what is in view reads it cut); spinners and progress bars (infinite animations)
 * do not count.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
