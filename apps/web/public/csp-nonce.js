// A classic script, so it runs before any of the app's modules. notistack's style engine (goober)
// creates its <style> as its module loads and stamps it with window.__nonce__; the bundler may run
// that chunk before the app's own first import (src/lib/csp-nonce.ts), and then every rule goober
// added was refused by the CSP (21 violations on each page load) until that module repaired the sheet.
(function () {
  var meta = document.querySelector('meta[name="csp-nonce"]');
  var nonce = meta && meta.getAttribute('content');
  if (nonce && nonce !== '__CSP_NONCE__') window.__nonce__ = nonce;
})();
