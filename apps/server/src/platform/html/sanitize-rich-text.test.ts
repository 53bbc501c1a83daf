// The sanitizer's shortcut for HTML that is already clean (sanitize-rich-text.ts) gives exactly what
// the sanitizer gives, for the shapes it takes and for many random mixes of tags, text and the
// characters it refuses.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText, sanitizeRichTextFully } from './sanitize-rich-text.ts';

const cases = [
  '<p>Call the IVR on arrival and departure.</p>',
  '  <p>Replace the <strong>rooftop</strong> unit <em>filter</em> (order 42).</p>\n<p>Thanks</p>  ',
  '<p>Café ☕ 🛠 naïve</p>',
  'plain text, no tags',
  '',
  '<p><p>nested p</p></p>',
  '<p>unclosed',
  '<strong>x</em>',
  '<p>a</p></p>',
  '<script>alert(1)</script>',
  '<p onclick="x">attr</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<p>1 &lt; 2 & 3 > 2 "quoted" \'single\'</p>',
  '<P>upper</P>',
  '<br>',
  '<p>tab\tand\r\nbreak</p>',
  '<p>nul\u0000char</p>',
  '<ul><li>item</li></ul>',
  '<span><p>p inside span</p></span>',
  '<p><span><code>deep</code></span></p>',
  '<iframe></iframe>',
  '<p></p>',
];

const PIECES = [
  '<p>',
  '</p>',
  '<strong>',
  '</strong>',
  '<em>',
  '</em>',
  '<span>',
  '</span>',
  '<code>',
  '</code>',
  '<div>',
  '</div>',
  '<li>',
  '<br>',
  '<h1>',
  '</h1>',
  '<script>',
  '</script>',
  '<a>',
  '</a>',
  '<img>',
  'text',
  ' ',
  '\n',
  '\t',
  '&',
  '<',
  '>',
  '"',
  "'",
  'é',
  '🛠',
  '\u0001',
  '&amp;',
  '<P>',
  '</P >',
];

describe('sanitizeRichText', () => {
  it('gives what the sanitizer gives, for the usual shapes and the refused ones', () => {
    for (const html of cases) expect(sanitizeRichText(html), html).toBe(sanitizeRichTextFully(html));
  });

  it('gives what the sanitizer gives, for 20,000 random mixes', () => {
    let seed = 17;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 20_000; n++) {
      const html = Array.from(
        { length: 1 + Math.floor(next() * 12) },
        () => PIECES[Math.floor(next() * PIECES.length)],
      ).join('');
      expect(sanitizeRichText(html), JSON.stringify(html)).toBe(sanitizeRichTextFully(html));
    }
  });
});
