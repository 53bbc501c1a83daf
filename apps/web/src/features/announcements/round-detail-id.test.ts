import { describe, expect, it } from 'vitest';
import { roundDetailIdOf } from './round-detail-id.ts';

describe('roundDetailIdOf', () => {
  it('takes the text after the first = whatever the parameter is called', () => {
    expect(roundDetailIdOf('?id=abc_DEF-123')).toBe('abc_DEF-123');
    expect(roundDetailIdOf('?rounddetailId=42')).toBe('42');
    expect(roundDetailIdOf('token=xyz')).toBe('xyz');
  });

  it('stops at the next parameter and decodes escapes', () => {
    expect(roundDetailIdOf('?t=abc&utm_source=mail')).toBe('abc');
    expect(roundDetailIdOf('?t=a%2Db')).toBe('a-b');
  });

  it('keeps a malformed escape as it stands', () => {
    expect(roundDetailIdOf('?t=a%ZZ')).toBe('a%ZZ');
  });

  it('is null without a value', () => {
    expect(roundDetailIdOf('')).toBeNull();
    expect(roundDetailIdOf('?')).toBeNull();
    expect(roundDetailIdOf('?t')).toBeNull();
    expect(roundDetailIdOf('?t=')).toBeNull();
    expect(roundDetailIdOf('?t=&x=1')).toBeNull();
  });
});
