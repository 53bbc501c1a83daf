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

  it('names the first finding in document order: a value nested under a key before a later key', () => {
    expect(controlCharacterPath({ a: { x: 'n\u0000' }, ['b\u0000']: 1 })).toEqual(['a', 'x']);
    expect(controlCharacterPath({ a: [1, { ['k\u0001']: 'v' }], b: 'w\u0002' })).toEqual(['a', 1, 'k\u0001']);
  });

  // issue 37: the recursive walk overflowed the stack at a depth of ~10,000 (and cost its square)
  it('walks a value nested 100,000 deep without overflowing the stack', () => {
    const depth = 100_000;
    let clean: unknown = 'ok';
    let dirty: unknown = 'bad\u0000';
    for (let i = 0; i < depth; i++) {
      clean = [clean];
      dirty = i % 2 === 0 ? [dirty] : { k: dirty };
    }
    expect(controlCharacterPath(clean)).toBeNull();
    const path = controlCharacterPath(dirty);
    expect(path).toHaveLength(depth);
    expect(path?.slice(0, 2)).toEqual(['k', 0]);
  });
});
