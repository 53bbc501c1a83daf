// How the admin commands (commands.ts, api-client-commands.ts, staff-commands.ts) read the values of
// their options alike: text trimmed, an e-mail address lowercased and checked.
import type { Values } from './command-types.ts';

/** The option's text, trimmed ('' when it was not given). */
export const text = (v: Values, key: string): string => String(v[key] ?? '').trim();

/** The option's e-mail address, lowercased; '' is allowed only for an `optional` one. */
export function emailOption(v: Values, key: string, options: { optional?: boolean } = {}): string {
  const email = text(v, key).toLowerCase();
  if (options.optional && email === '') return email;
  if (!/^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/.test(email)) throw new Error(`'${email}' is not an e-mail address.`);
  return email;
}
