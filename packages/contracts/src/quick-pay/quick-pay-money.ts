// QuickPay money (SPEC section 9), in integer cents so that no amount is ever a binary fraction:
// QuickPay amount = pay amount minus the percentage of it, the discount rounded half up to the cent.
// Percentages have at most two decimals (2.5 = 250 hundredths of a percent).
import { NEXT_DAY_DAYS } from './pay-date.ts';

/** The overnight shipping charge of next-day QuickPay: $35.00. */
export const NEXT_DAY_FEDEX_FEE_CENTS = 3500;

/** Dollars (two decimals at most, as on the wire) to integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
/** Integer cents to dollars for the wire (the nearest double to a two-decimal amount). */
export const fromCents = (cents: number) => cents / 100;

/** A percentage such as 2.5 in hundredths of a percent (250). */
export const percentHundredths = (percentage: number) => Math.round(percentage * 100);

/** The QuickPay discount of an amount: `percentage` percent of it, rounded half up to the cent. */
export function quickPayDiscountCents(payCents: number, percentage: number): number {
  const hundredths = percentHundredths(percentage);
  // payCents * hundredths / 10000, rounded half up; exact in integers below 2^53
  return Math.floor((payCents * hundredths + 5000) / 10000);
}

/** QuickPay amount: the pay amount minus the percentage of it. */
export const quickPayAmountCents = (payCents: number, percentage: number) =>
  payCents - quickPayDiscountCents(payCents, percentage);

/** The overnight shipping charge of an option: $35.00 for next day, nothing otherwise. */
export const fedexFeeCents = (days: number) => (days === NEXT_DAY_DAYS ? NEXT_DAY_FEDEX_FEE_CENTS : 0);
