import { describe, expect, it } from 'vitest';
import { formatUsd, thousands } from './common.ts';

describe('thousands', () => {
  it('groups as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 20_000, 100_000, 1_234_567, 10_000_000])
      expect(thousands(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('formatUsd', () => {
  const intl = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  it('writes dollars as Intl does', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-1234.5)).toBe('-$1,234.50');
    expect(formatUsd(35)).toBe('$35.00');
  });

  it('agrees with Intl on halves, tiny and huge amounts, negative zero and what is not a number', () => {
    const amounts = [
      0,
      -0,
      0.001,
      -0.001,
      0.005,
      -0.005,
      0.015,
      1.005,
      2.675,
      123456789.125,
      -123456789.125,
      999.995,
      999_999.995,
      1e15 + 0.25,
      2 ** 53,
      9.99e20,
      1e21,
      -1e22,
      Infinity,
      -Infinity,
      NaN,
      Number.MIN_VALUE,
    ];
    for (const amount of amounts) expect(formatUsd(amount), String(amount)).toBe(intl.format(amount));
  });

  it('agrees with Intl on 20,000 amounts of every size, in cents and in between', () => {
    // a fixed generator, so that a failure names the same amount on every run
    let seed = 19;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i++) {
      const scale = 10 ** Math.floor(next() * 12);
      const amount = (next() - 0.3) * scale;
      const cents = Math.round(amount * 100) / 100;
      expect(formatUsd(amount), String(amount)).toBe(intl.format(amount));
      expect(formatUsd(cents), String(cents)).toBe(intl.format(cents));
    }
  });
});
