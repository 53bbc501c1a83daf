// The early session script goes into the built index.html's head as a module script of its own, so
// that it runs before the app's code has arrived (decision 083).
import { describe, expect, it } from 'vitest';
import { withEarlyScript } from './early-script.ts';

describe('withEarlyScript', () => {
  it('puts an async module script right after the character set', () => {
    const html = withEarlyScript(
      '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <title>P</title>\n  </head>\n</html>',
      'assets/early-session-A.js',
    );
    expect(html).toBe(
      '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n' +
        '    <script type="module" async crossorigin src="/assets/early-session-A.js"></script>\n' +
        '    <title>P</title>\n  </head>\n</html>',
    );
  });
});
