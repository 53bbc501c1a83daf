// The page's first script (index.html, async): on a page that checks the session at start, the
// refresh cookie is traded for an ID token at once, alongside the download of the app's code, which
// takes the answer when it starts (lib/refresh-request.ts, decision 083). It imports nothing heavy:
// it has to run long before the app's code has arrived.
import { checksSessionAtStart } from './lib/paths.ts';
import { startEarlyRefresh } from './lib/refresh-request.ts';

if (checksSessionAtStart(window.location.pathname)) startEarlyRefresh();
