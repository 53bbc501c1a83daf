import { describe, expect, it } from 'vitest';
import { thousands } from './common.ts';

describe('thousands', () => {
  it('groups as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 20_000, 100_000, 1_234_567, 10_000_000])
      expect(thousands(n)).toBe(n.toLocaleString('en-US'));
  });
});
