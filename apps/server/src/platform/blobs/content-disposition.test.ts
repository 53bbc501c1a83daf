import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('keeps plain names as they are', () => {
    expect(attachmentDisposition('invoice-42.pdf')).toBe(
      `attachment; filename="invoice-42.pdf"; filename*=UTF-8''invoice-42.pdf`,
    );
  });

  it('cannot be broken out of: quotes, backslashes, CR/LF and path separators become _', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1/../d.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x=1_.._d.pdf"; filename*=UTF-8''a_b_c__Set-Cookie%3A%20x%3D1_.._d.pdf`,
    );
  });

  it('encodes what RFC 5987 does not allow and keeps an ASCII fallback', () => {
    expect(attachmentDisposition("l'été (1)*.txt")).toBe(
      `attachment; filename="l'_t_ (1)*.txt"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29%2A.txt`,
    );
  });

  it('falls back to "download" for empty or dot-only names and survives lone surrogates', () => {
    expect(safeFileName('  ')).toBe('download');
    expect(safeFileName('..')).toBe('download');
    expect(safeFileName('a\uD800b.pdf')).toBe('a_b.pdf');
    expect(() => attachmentDisposition('\uDC00')).not.toThrow();
  });

  it('shortens very long names without splitting a character', () => {
    const name = safeFileName('😀'.repeat(300));
    expect(Array.from(name)).toHaveLength(200);
    expect(name).toBe('😀'.repeat(200));
  });
});
