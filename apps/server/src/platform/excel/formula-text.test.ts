// The Excel exports' formula guard (decision 098): formula-like text gets a leading quote, other text
// and plain numbers stay as they are.
import { describe, expect, it } from 'vitest';
import { inertCellText } from './formula-text.ts';

describe('inertCellText', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `'=HYPERLINK("http://evil.example","Click")`],
    ['+1+cmd', `'+1+cmd`],
    ["-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ['@SUM(1,2)', `'@SUM(1,2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\rx', `'\rx`],
    ['\nx', `'\nx`],
    ['   =1+1', `'   =1+1`],
    ['\u00a0@SUM(1)', `'\u00a0@SUM(1)`],
  ])('quotes %j', (text, expected) => expect(inertCellText(text)).toBe(expected));

  it.each(['', 'PO-1001', 'Store = 4', 'a-b', "'=already quoted", '-12.50', '+1', '-0.1', '1e5', ' 12'])(
    'leaves %j as it is',
    (text) => expect(inertCellText(text)).toBe(text),
  );
});
