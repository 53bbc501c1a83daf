// Stored HTML is sanitized on the way in (GUIDE section 4): what the rich-text editor (TipTap's
// starter kit) writes survives, anything else (scripts, event handlers, images, styles, iframes,
// javascript: links) is dropped. The web app renders stored HTML through DOMPurify on the way out too.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
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
    'hr',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // the content of these goes too, not only the tags
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // links leave the portal in a new tab that cannot reach back
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/** The HTML with only the editor's own markup left. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when sanitized HTML shows no text at all (e.g. '<p></p>', '<p> <br></p>'). */
export function isBlankRichText(sanitized: string): boolean {
  const text = sanitizeHtml(sanitized, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\u00a0/g, ' ').trim() === '';
}
