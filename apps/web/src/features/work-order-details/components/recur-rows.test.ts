import { describe, expect, it } from 'vitest';
import { monthCounts, yearCount, yearTotals } from './recur-rows.ts';

describe('recur rows', () => {
  it('gives 0 for every month the server left out, January first', () => {
    expect(monthCounts({ recurNo: 1, jan: 2, jun: 1, dece: 3 })).toEqual([
      2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 3,
    ]);
    expect(monthCounts({})).toEqual(Array.from({ length: 12 }, () => 0));
  });

  it('counts this year and next year, 0 when absent', () => {
    expect(yearCount({ thisYear: 4 }, 'thisYear')).toBe(4);
    expect(yearCount({}, 'nextYear')).toBe(0);
    expect(yearTotals([{ thisYear: 4, nextYear: 12 }, { thisYear: 2 }, {}])).toEqual({
      thisYear: 6,
      nextYear: 12,
    });
  });
});
