// The shipped list of common passwords: the 49,233 of @zxcvbn-ts/language-common (MIT; drawn from
// leaked-password corpora), lower-cased into a Set once, on first use (~15 ms).
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

export function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFKC').toLowerCase());
}
