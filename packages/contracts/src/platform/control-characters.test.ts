import { describe, expect, it } from 'vitest';
import { controlCharacterPath } from './control-characters.ts';

describe('controlCharacterPath', () => {
  it('finds a NUL, the other C0 controls and DEL wherever they hide, naming the field', () => {
    expect(controlCharacterPath({ email: 'a\u0000@b.example' })).toEqual(['email']);
    expect(controlCharacterPath({ lines: [{ note: 'ok' }, { note: 'bell\u0007' }] })).toEqual([
      'lines',
      1,
      'note',
    ]);
    expect(controlCharacterPath({ ['bad\u001bkey']: 1 })).toEqual(['bad\u001bkey']);
    expect(controlCharacterPath('x\u007f')).toEqual([]);
    for (const code of [0, 1, 8, 11, 12, 14, 31, 127]) {
      expect(controlCharacterPath({ f: `a${String.fromCharCode(code)}b` }), String(code)).toEqual(['f']);
    }
  });

  it('lets tab, line breaks, numbers, booleans, null and any printable text through', () => {
    expect(
      controlCharacterPath({
        comment: '<p>line one</p>\n<p>line\ttwo</p>\r\n',
        name: 'Zoë – “Ørsted” 北京 😀',
        count: 3,
        active: true,
        none: null,
      }),
    ).toBeNull();
  });
});
