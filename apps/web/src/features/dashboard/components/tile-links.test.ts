import { describe, expect, it } from 'vitest';
import { workOrderTileHref } from './tile-links.ts';

const TODAY = '2026-11-29';

describe("a work-order tile's link", () => {
  it('opens the list of work orders with the days and filter its count was made from', () => {
    expect(workOrderTileHref('due-today', TODAY, '12')).toBe(
      '/work-order/list-work-orders?from=2026-11-29&to=2026-11-29&attention=open',
    );
    expect(workOrderTileHref('overdue', TODAY, '12')).toBe(
      '/work-order/list-work-orders?from=2025-11-29&to=2026-11-28&attention=open',
    );
    expect(workOrderTileHref('unread-notes', TODAY, '12')).toBe(
      '/work-order/list-work-orders?from=2025-11-29&to=2027-11-29&attention=unread-notes',
    );
  });

  it('is none for overdue orders when the list may show only today', () => {
    expect(workOrderTileHref('overdue', TODAY, '0')).toBeNull();
  });
});
