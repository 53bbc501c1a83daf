import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords.ts';

describe('the shipped common-password list', () => {
  it('holds well over 10,000 passwords and catches the usual ones in any case', () => {
    expect(commonPasswords().size).toBeGreaterThan(40_000);
    for (const p of ['password123', 'qwerty123', 'Password1', 'LETMEIN', 'iloveyou', 'trustno1']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(isCommonPassword('Northwind-Demo-2026')).toBe(false);
  });
});
