import { describe, expect, it } from 'vitest';
import { sortKeysOf } from './sort-keys.ts';

describe('sortKeysOf', () => {
  it('keeps numbers and turns blanks and infinities into comparable extremes', () => {
    expect([...sortKeysOf([3, -Infinity, 1.5, Infinity])]).toEqual([
      3,
      -Number.MAX_VALUE,
      1.5,
      Number.MAX_VALUE,
    ]);
  });

  it('ranks text among the distinct values, equal texts sharing a rank', () => {
    expect([...sortKeysOf(['pear', 'apple', 'pear', 'fig'])]).toEqual([2, 0, 2, 1]);
  });
});
