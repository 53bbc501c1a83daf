// The JSON body parser of every surface (/api, /staff/api, /provider; issue 37 point 1, decision 094).
// A body nested deeper than MAX_BODY_DEPTH arrays and objects is refused with a 400 while it is parsed,
// before any walk over it: JSON.parse itself copes with any depth, but every walk after it (the
// control-character rule, the idempotency hash, zod, JSON.stringify) then pays for the depth, and a
// recursive one overflows the stack. No call of ours takes more than a handful of levels.
//
// The depth is found by one linear scan of the text before JSON.parse, which costs a fraction of the
// parse itself (strings are skipped with indexOf); Fastify's own parser (secure-json-parse, with its
// __proto__ rule) then parses as before.
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** The deepest nesting of arrays and objects a body may have; the body itself is level 1. */
export const MAX_BODY_DEPTH = 64;

export const BODY_TOO_DEEP = `Invalid request: the JSON body is nested more than ${MAX_BODY_DEPTH} levels deep (arrays and objects within each other).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * True when the JSON text nests arrays and objects deeper than `max`. Brackets inside strings do not
 * count (escaped quotes included); the text need not be valid JSON, JSON.parse judges that after.
 */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // to the closing quote: one not preceded by an odd run of backslashes
      for (;;) {
        const end = text.indexOf('"', i + 1);
        if (end < 0) return false;
        let slashes = 0;
        for (let j = end - 1; j > i && text.charCodeAt(j) === BACKSLASH; j--) slashes++;
        i = end;
        if (slashes % 2 === 0) break;
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

export const bodyTooDeep = (): AppError =>
  new AppError('bad_request', BODY_TOO_DEEP, { reason: 'body-too-deep' });

/**
 * Replaces Fastify's application/json parser of `app` (and the scopes registered after) by the same
 * parser behind the depth check. Register it before any route.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'ignore',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestedDeeperThan(body as string, MAX_BODY_DEPTH)) {
      done(bodyTooDeep(), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
