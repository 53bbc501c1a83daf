import { describe, expect, it } from 'vitest';
import { bannerColors, safeColor } from './banner-colors.ts';

const palette = { fallback: '#0288d1', lightText: '#fff', darkText: '#000' };

describe('safeColor', () => {
  it('accepts #rgb and #rrggbb in any case', () => {
    expect(safeColor('#b71c1c')).toBe('#b71c1c');
    expect(safeColor('#ABC')).toBe('#abc');
    expect(safeColor('  #00FF00 ')).toBe('#00ff00');
  });

  it('accepts simple colour words', () => {
    expect(safeColor('red')).toBe('#ff0000');
    expect(safeColor('Navy')).toBe('#000080');
  });

  it.each([
    '',
    '#12',
    '#1234',
    '#12345',
    '#1234567',
    '#ggg',
    'rgb(0, 0, 0)',
    'red; background-image: url(https://evil.example/x.png)',
    'url(https://evil.example/x.png)',
    'expression(alert(1))',
    'var(--x)',
    'notacolour',
    'constructor',
    '__proto__',
    'toString',
  ])('rejects %j', (value) => {
    expect(safeColor(value)).toBeNull();
  });

  it('rejects a missing value', () => {
    expect(safeColor(undefined)).toBeNull();
    expect(safeColor(null)).toBeNull();
  });
});

describe('bannerColors', () => {
  it('uses an accepted colour with the more readable text colour', () => {
    expect(bannerColors('#b71c1c', palette)).toEqual({ background: '#b71c1c', text: '#fff' });
    expect(bannerColors('yellow', palette)).toEqual({ background: '#ffff00', text: '#000' });
    expect(bannerColors('#fff', palette)).toEqual({ background: '#fff', text: '#000' });
    expect(bannerColors('navy', palette)).toEqual({ background: '#000080', text: '#fff' });
  });

  it("falls back to the theme's info colour for anything else", () => {
    const colors = bannerColors('url(x)', palette);
    expect(colors.background).toBe('#0288d1');
    // black reads better than white on the default info blue
    expect(colors.text).toBe('#000');
    expect(bannerColors('', palette).background).toBe('#0288d1');
  });
});
