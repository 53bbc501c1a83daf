// Exact money between PostgreSQL and the QuickPay rules: numeric columns arrive as decimal strings
// ('1234.50') and become integer cents without passing through a binary fraction.

/** '1234.5' or '-0.07' -> integer cents; at most two decimals (numeric(12,2) columns). */
export function centsOf(decimal: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!m) throw new Error(`not a money amount: ${decimal}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -cents : cents;
}

/** integer cents -> '1234.50' for a numeric column */
export function decimalOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** a numeric column's value for the wire (US dollars, two decimals at most) */
export const dollarsOf = (decimal: string) => centsOf(decimal) / 100;
export const dollarsOrNull = (decimal: string | null) => (decimal === null ? null : dollarsOf(decimal));
