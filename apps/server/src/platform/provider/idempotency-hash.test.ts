// The idempotency hash's canonical JSON (decision 050) is iterative since issue 37: the same text as
// the recursive form it replaced, for any JSON value, and no stack overflow at any depth.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHashOf } from './idempotency.ts';

// the recursive form as it was, the reference for the text
function recursiveCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(recursiveCanonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${recursiveCanonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

describe('canonicalJson', () => {
  it('writes what the recursive form wrote, keys sorted', () => {
    expect(canonicalJson({ b: 1, a: [true, null, { d: 'x', c: undefined }], e: {} })).toBe(
      '{"a":[true,null,{"d":"x"}],"b":1,"e":{}}',
    );
    expect(canonicalJson([undefined, []])).toBe('[null,[]]');
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(recursiveCanonicalJson(value));
      }),
      { numRuns: 500 },
    );
  });

  it('hashes a value nested 100,000 deep without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = i % 2 === 0 ? [deep] : { k: deep };
    expect(() => recursiveCanonicalJson(deep)).toThrow(RangeError);
    const text = canonicalJson(deep);
    expect(text.length).toBe(50_000 * '[]'.length + 50_000 * '{"k":}'.length + '1'.length);
    expect(requestHashOf('PUT', '/provider/v1/x', deep)).toMatch(/^[0-9a-f]{64}$/);
  });
});
