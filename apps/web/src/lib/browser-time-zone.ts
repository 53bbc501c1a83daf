// The calls read calendar days and print times in the user's zone; the browser knows it.
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
