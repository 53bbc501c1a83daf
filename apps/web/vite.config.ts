// Builds the single-page app (and its light sign-in page) into apps/web/dist (hashed files under dist/assets, which the server
// caches for a year). In development the API, blob and health paths go to the server on :3000.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { EARLY_SCRIPT_SOURCE, earlyScript } from './build/early-script.ts';
import { emotionInsertionAlias } from './build/emotion-insertion-alias.ts';
import { lateStylesheets } from './build/late-stylesheets.ts';
import { precompress } from './build/precompress.ts';

const SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // the text assets' .zst, .br and .gz beside them, which the server sends as they are (issue 19); the
  // app's stylesheet after index.html's content, so that its spinner paints without waiting for it; the
  // early session script first in index.html's head (decision 083)
  plugins: [react(), lateStylesheets(['index.html']), earlyScript(['index.html']), precompress()],
  // emotion writes a component's style rules as React renders it, in slices, not in the commit
  resolve: { alias: emotionInsertionAlias },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // every asset a file of its own: no data: URLs for the CSP to weigh, and cacheable by hash
    assetsInlineLimit: 0,
    sourcemap: false,
    // two pages: the app (index.html) and the light sign-in page (login.html, decision 067), which
    // share their common chunks (React, the session, the contracts); and the app's early session
    // script, an entry of its own (decision 083)
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        login: fileURLToPath(new URL('login.html', import.meta.url)),
        'early-session': fileURLToPath(new URL(EARLY_SCRIPT_SOURCE, import.meta.url)),
      },
    },
    // the manifest names each page's and route's chunks: the size budgets read it (decision 067)
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/blobs': { target: SERVER, changeOrigin: false },
      '/healthz': { target: SERVER, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
