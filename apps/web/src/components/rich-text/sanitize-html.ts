// Every stored HTML text (scope of work, instructions, notes, visit comments) is shown through here.
// The server sanitizes on the way in; this is the second wall, so a row written by some other system
// (or before a sanitizer fix) still cannot run script in the portal.
import DOMPurify from 'dompurify';

// Forms and their fields would be reachable by keyboard inside read-only text; <style> and style
// attributes are refused by the CSP anyway (and would log a violation for every one of them).
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe'];
const FORBID_ATTR = ['style', 'class', 'id', 'tabindex'];

let hooked = false;

function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // links in stored text leave the portal: a new tab that cannot reach back into this page
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // no runtime request may leave our origin: only images embedded in the text itself stay
    if (node.tagName === 'IMG' && !/^data:image\//i.test(node.getAttribute('src') ?? '')) node.remove();
  });
}

const TAG = /<[a-z][^>]*>/gi;
const EVENT_HANDLER_NAME = /(\s)(on[a-z]+\s*=)/gi;

/**
 * Renames event-handler attributes (onerror=, onload=...) inside tags before the HTML is parsed.
 * Chromium reports a CSP violation (script-src-attr) for every inline handler in HTML that is merely
 * parsed, even into an inert DOMParser document that never runs it, so a hostile row would fill the
 * console of every page that shows it (issue 15 point 7). This is no security wall, DOMPurify is:
 * the renamed attribute is one it does not know and drops, and a tag this pattern misreads (a '>'
 * inside a quoted value) is still parsed and sanitized, only with its report.
 */
export function renameEventHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(EVENT_HANDLER_NAME, '$1x-$2'));
}

/** The HTML made safe to insert into the page. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addHooks();
  return DOMPurify.sanitize(renameEventHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ADD_ATTR: ['target'],
  });
}

/** The text a user would read, for "is it empty?" checks: tags dropped, entities and spaces ignored. */
export function richTextPlain(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A rich-text value with no words in it (TipTap's empty document is '<p></p>'). */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  return richTextPlain(html) === '';
}
