// Checks of how tables lay out (issue 15): no cell breaks inside a word ("11/2 0/20 26", "Genera l"),
// and a table wider than its place scrolls inside its own box instead of being cut off ("Next Y...").
import type { Page } from '@playwright/test';

/** The words of visible table cells that the browser drew on more than one line. */
export function wordsBrokenInTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('table td, table th')) {
      if (cell.getClientRects().length === 0) continue; // not shown
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/**
 * Visible tables that are wider than what shows of them without a box of their own to scroll in:
 * their right edge is cut by an ancestor that hides overflow, or by the window.
 */
export function clippedTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const table of document.querySelectorAll<HTMLElement>('table')) {
      const rect = table.getBoundingClientRect();
      if (rect.width === 0) continue;
      let scrolls = false;
      for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflowX = getComputedStyle(box).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') {
          scrolls = true;
          break;
        }
        if (overflowX === 'hidden' || overflowX === 'clip') {
          if (rect.right > box.getBoundingClientRect().right + 1) break;
        }
      }
      const cut = rect.right > document.documentElement.clientWidth + 1;
      if (!scrolls && (cut || rect.width > (table.parentElement?.clientWidth ?? rect.width) + 1)) {
        clipped.push(table.getAttribute('aria-label') ?? table.id ?? 'a table');
      }
    }
    return clipped;
  });
}
