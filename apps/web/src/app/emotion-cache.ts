// MUI's styles go through emotion, which writes <style> elements. Under the server's CSP
// (style-src 'self' 'nonce-…') those elements must carry this page's nonce, so the cache is built
// with it. In the vite dev server there is no CSP and no nonce.
import createCache from '@emotion/cache';
import { cspNonce } from '../lib/csp-nonce.ts';

export const emotionCache = createCache({
  key: 'css',
  prepend: true,
  ...(cspNonce ? { nonce: cspNonce } : {}),
});
