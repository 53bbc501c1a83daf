// The day and money columns of the invoice and QuickPay grids: texts as the SPEC shows them, blanks
// blank, and a blank sorting before every value.
import { describe, expect, it } from 'vitest';
import { dayColumn, moneyColumn } from './cell-values.ts';

type Row = { day: string | null; amount: number | null };

describe('dayColumn and moneyColumn', () => {
  const day = dayColumn<Row>('day', 'Due Date', (row) => row.day, 120);
  const money = moneyColumn<Row>('amount', 'Net Pay', (row) => row.amount, 130);

  it('show MM/DD/YYYY and $1,234.50, and blanks as blank', () => {
    expect(day.text({ day: '2026-11-02', amount: null })).toBe('11/02/2026');
    expect(day.text({ day: null, amount: null })).toBe('');
    expect(money.text({ day: null, amount: 1234.5 })).toBe('$1,234.50');
    expect(money.text({ day: null, amount: null })).toBe('');
    expect(money.align).toBe('right');
    expect([day.width, money.width]).toEqual([120, 130]);
  });

  it('sort a blank before every value, refunds included', () => {
    const days = ['2026-01-02', null, '2025-12-31'].map((d) => day.sortKey!({ day: d, amount: null }));
    expect([...days].sort()).toEqual(['', '2025-12-31', '2026-01-02']);
    const amounts = [0, null, -5].map((a) => money.sortKey!({ day: null, amount: a }) as number);
    expect([...amounts].sort((a, b) => a - b)).toEqual([Number.NEGATIVE_INFINITY, -5, 0]);
  });
});
