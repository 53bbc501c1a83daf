import { describe, expect, it } from 'vitest';
import { isAddableZip, zipDigits } from './zip-to-add.ts';

describe('zip code to add (SPEC section 5)', () => {
  it('keeps digits only as they are typed', () => {
    expect(zipDigits('-12.207')).toBe('12207');
    expect(zipDigits('1e5')).toBe('15');
  });

  it('lets Add through only for a positive 5-digit number', () => {
    expect(isAddableZip('12207')).toBe(true);
    expect(isAddableZip('')).toBe(false);
    expect(isAddableZip('1220')).toBe(false);
    expect(isAddableZip('00000')).toBe(false);
    expect(isAddableZip('-1220')).toBe(false);
  });
});
