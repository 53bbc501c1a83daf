// Zod compiles object parsers with `new Function` unless configured not to, and probes whether eval
// is allowed when the first object schema is built. Our CSP has no 'unsafe-eval', so the probe is
// refused and reported as a violation on every page (issue 15 point 7). The setting must be in place
// before any schema is built, and the bundler runs shared chunks (where the contracts' schemas are
// built) before the entry's own code, so it is set here, in a classic script that runs before the
// modules, on the global object that zod reads its configuration from (zod/v4/core/core.js). The
// shell e2e test's CSP watch fails if a zod upgrade moves it. The interpreted parsers are fast
// enough for the answers we parse.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
