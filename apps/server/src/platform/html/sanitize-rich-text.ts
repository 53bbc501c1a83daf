// Stored HTML (notes, scope of work, instructions) comes from rich-text editors and the provider's
// systems. It is cleaned here on the way in, so that what the database holds is safe even for a
// reader that forgets DOMPurify; the web app still renders it through DOMPurify on the way out.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  // what TipTap's starter kit and the provider's instructions use; no images, media, forms or styles
  // (an image would be a request leaving our origin, and the CSP would block it anyway)
  allowedTags: [
    'p',
    'br',
    'hr',
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
    'span',
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
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The readable text of (already sanitized) HTML: tags removed, entities kept, whitespace trimmed. */
export function visibleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
}
