// Whether what a user looks for is whole in view, without scrolling sideways (issue 38 points 5 and
// 9): an element against the visible part of its scrolling box or the window, a grid's cells cut
// with an ellipsis, a grid's column found by its header.
import { expect, type Locator } from '@playwright/test';
import { gridRowsOf } from './grid-helpers.ts';
import { transitionsSettled } from './transitions-settled.ts';

/**
 * Where `element` lies against the visible part of `box` (default: the window), in px: 0 and 0 when
 * it is whole in view, else how far it sticks out on the left and on the right.
 */
export async function outside(element: Locator, box?: Locator): Promise<{ left: number; right: number }> {
  const container = box ? await box.elementHandle() : null;
  return element.evaluate((el, container) => {
    const rect = el.getBoundingClientRect();
    const bounds = container
      ? container.getBoundingClientRect()
      : { left: 0, right: document.documentElement.clientWidth };
    return {
      left: Math.max(0, Math.round(bounds.left - rect.left)),
      right: Math.max(0, Math.round(rect.right - bounds.right)),
    };
  }, container);
}

export const WHOLE = { left: 0, right: 0 };

/**
 * Each of `elements` whole in view (in `box`, or the window), once nothing moves: a drawer measured while
 * it slides in reads its right edge off the screen (stop 50: the compliance drawer's Save under load).
 */
export async function expectWholeInView(elements: Locator, what: string, box?: Locator) {
  await transitionsSettled(elements.page());
  const count = await elements.count();
  expect(count, `${what}: some shown`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++)
    expect(await outside(elements.nth(i), box), `${what} ${i + 1}`).toEqual(WHOLE);
}

/** Cells whose text the browser cut with an ellipsis (their content wider than the cell). */
export const cutCells = (cells: Locator) =>
  cells.evaluateAll((all) =>
    all.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent ?? ''),
  );

/** The header cell of `column` in a grid (its sort button names it). */
export const headerOf = (grid: Locator, column: string) =>
  grid.locator('thead th').filter({ has: grid.page().getByRole('button', { name: column, exact: true }) });

/** The body cells of `column`, by its place among the headers. */
export async function cellsOf(grid: Locator, column: string): Promise<Locator> {
  const headers = (await grid.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(column);
  expect(index, `column ${column} among ${headers.join(', ')}`).toBeGreaterThan(-1);
  return gridRowsOf(grid).locator(`td:nth-child(${index + 1})`);
}
