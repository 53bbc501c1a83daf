// The zip code to add (SPEC section 5 "Trades/zips"): positive number only, so the field keeps digits
// as they are typed (no sign, no decimals), and Add waits for a US ZIP of 5 digits that is not 00000.
import { VENDOR_ZIP_PATTERN } from '@vp/contracts';

export function zipDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

export function isAddableZip(value: string): boolean {
  return VENDOR_ZIP_PATTERN.test(value) && Number(value) > 0;
}
