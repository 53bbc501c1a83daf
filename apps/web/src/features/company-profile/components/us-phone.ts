// The US phone input's two faces (SPEC section 5 "Profile"): what the user reads while typing,
// "(518) 555-0142", and what is stored, the same without parentheses, spaces and dashes.

/** The stored value: the typed text without parentheses, spaces and dashes ("+1 (518) 555-0142" -> "+15185550142"). */
export function phoneForStorage(typed: string): string {
  return typed.replace(/[()\s-]/g, '');
}

/**
 * The display of a stored or half-typed number: the digits grouped as a US number while there are at
 * most 10 of them ("518555" -> "(518) 555"); a longer (international) number is left as digits.
 */
export function formatUsPhone(value: string): string {
  const plus = value.trim().startsWith('+') ? '+' : '';
  const digits = value.replace(/\D/g, '');
  if (plus || digits.length > 10) return `${plus}${digits}`;
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Fax is numeric: anything but digits is dropped as it is typed. */
export function faxDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}
