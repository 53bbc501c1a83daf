// Stored HTML (notes, scope of work, instructions) comes from rich-text editors and the provider's
// systems. It is cleaned here on the way in, so that what the database holds is safe even for a
// reader that forgets DOMPurify; the web app still renders it through DOMPurify on the way out.
import sanitizeHtml from 'sanitize-html';

/** The inline tags kept (the shortcut below passes them through as they are, nested in any way). */
const INLINE_TAGS = [
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'mark',
  'code',
  'span',
];

const OPTIONS: sanitizeHtml.IOptions = {
  // what TipTap's starter kit and the provider's instructions use; no images, media, forms or styles
  // (an image would be a request leaving our origin, and the CSP would block it anyway)
  allowedTags: [
    'p',
    'br',
    'hr',
    ...INLINE_TAGS,
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // script and style contents are dropped with their tags, never kept as text
  disallowedTagsMode: 'discard',
  transformTags: {
    // links open apart from the portal and cannot reach back through window.opener
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** The HTML with only harmless markup left. */
export function sanitizeRichText(html: string): string {
  return alreadyClean(html) ? html.trim() : sanitizeRichTextFully(html);
}

/** The sanitizer itself, without the shortcut (the test checks that both agree). */
export function sanitizeRichTextFully(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

// The shortcut: most HTML that systems send is already clean, like `<p>Call the IVR on arrival.</p>`,
// and the sanitizer costs ~0.1 ms even for that (the bulk call cleans three texts per work order).
// Such HTML is given back as it is when it is exactly what the sanitizer would give back: only tags
// without attributes that the parser never closes or reorders on its own (inline tags nested in any
// way, `p` only at the top level, where no open tag can be closed by it), every tag closed in order,
// and text without a character the sanitizer would escape or drop. Anything else goes through it.
const SHORTCUT_INLINE_TAGS: ReadonlySet<string> = new Set(INLINE_TAGS);
// a tag without attributes, or a run of text without & < > " ' and control characters (tab and
// line breaks aside)
// eslint-disable-next-line no-control-regex
const TOKEN = /<(\/?)([a-z0-9]+)>|[^&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+/y;

function alreadyClean(html: string): boolean {
  const open: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const token = TOKEN.exec(html);
    if (!token) return false;
    const [, closing, tag] = token;
    if (tag === undefined) continue;
    if (closing) {
      if (open.pop() !== tag) return false;
    } else if (SHORTCUT_INLINE_TAGS.has(tag) || (tag === 'p' && open.length === 0)) open.push(tag);
    else return false;
  }
  return open.length === 0;
}

/** The readable text of (already sanitized) HTML: tags removed, entities kept, whitespace trimmed. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
}
