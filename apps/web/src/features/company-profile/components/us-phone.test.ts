import { describe, expect, it } from 'vitest';
import { phoneDigits } from '@vp/contracts';
import { faxDigits, formatUsPhone, phoneForStorage } from './us-phone.ts';

describe('US phone input (SPEC section 5)', () => {
  it('stores the number without parentheses, spaces and dashes', () => {
    expect(phoneForStorage('(518) 555-0142')).toBe('5185550142');
    expect(phoneForStorage(' +1 (518) 555-0142 ')).toBe('+15185550142');
    expect(phoneForStorage('')).toBe('');
    // what is stored passes the server's rule
    expect(phoneDigits(phoneForStorage('(518) 555-0142'))).toBe('5185550142');
  });

  it('groups the digits as a US number while typing', () => {
    expect(formatUsPhone('5')).toBe('(5');
    expect(formatUsPhone('518555')).toBe('(518) 555');
    expect(formatUsPhone('5185550142')).toBe('(518) 555-0142');
    expect(formatUsPhone('(518) 555-0142')).toBe('(518) 555-0142');
    // letters never survive, and a longer or international number stays digits
    expect(formatUsPhone('518a555')).toBe('(518) 555');
    expect(formatUsPhone('441234567890')).toBe('441234567890');
    expect(formatUsPhone('+44 1234')).toBe('+441234');
    expect(formatUsPhone('')).toBe('');
  });

  it('keeps only digits in the fax', () => {
    expect(faxDigits('518-555 0199x')).toBe('5185550199');
  });
});
