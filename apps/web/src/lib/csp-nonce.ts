// The server's CSP allows <style> elements only with the per-request nonce it writes into
// <meta name="csp-nonce">. Every style engine in the page must stamp that nonce on its elements:
// emotion (MUI) gets it through its cache, goober (notistack) reads it from window.__nonce__.
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The nonce of this page load, or undefined when the page was not served by our server (vite dev). */
export function readCspNonce(doc: Document = document): string | undefined {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return content && content !== NONCE_PLACEHOLDER ? content : undefined;
}

type GooberWindow = Window & { __nonce__?: string };

/**
 * Hands the nonce to goober. goober creates its <style id="_goober"> when notistack's module runs, so
 * this must run first; should a bundler ever order it later, the existing sheet gets the nonce and its
 * text is rewritten, which makes the browser re-check it against the CSP.
 */
export function shareNonceWithGoober(nonce: string | undefined, win: GooberWindow = window): void {
  if (!nonce) return;
  win.__nonce__ = nonce;
  const sheet = win.document.getElementById('_goober');
  if (sheet instanceof HTMLStyleElement && sheet.nonce !== nonce) {
    sheet.nonce = nonce;
    sheet.textContent = sheet.textContent ?? ' ';
  }
}

export const cspNonce = readCspNonce();
shareNonceWithGoober(cspNonce);
