// Reads the Excel export's JSON body ({"ordersList": [...], "timezone": "..."}) as its bytes arrive, and
// hands over each element of the top-level "ordersList" array as soon as it is complete (decision 024).
// The whole 26 MB body, and its 100,000 parsed rows, never exist at once: the server's memory stays
// flat however many rows are exported.
//
// The scanner only finds where elements begin and end (strings, escapes, nesting); each element's text
// and the rest of the body (the "skeleton", the body with ordersList's elements cut out) are read by
// JSON.parse, so every JSON rule, escape and number is JSON.parse's. UTF-8 continuation bytes are all
// >= 0x80, so looking for ASCII structural characters byte by byte is safe.
//
// Hand-written on purpose: a maintained streaming parser (@streamparser/json) in its place kept the
// export within its goals but cost it a third more CPU, as it builds every value in JavaScript where
// this hands each element to JSON.parse (decision 043).
//
// It refuses a body nested deeper than the other surfaces' JSON parser allows (MAX_BODY_DEPTH, issue 37,
// decision 094), as it counts: this call's scope reads its body as a stream, without that parser.
import { MAX_BODY_DEPTH, bodyTooDeep } from '../../platform/http/json-body.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/** The body is not JSON (the caller answers 400 with this text). */
export class ExportBodySyntaxError extends Error {}

const ITEMS_KEY = Buffer.from('"ordersList"');
// longer strings at the top level are never the key we look for: keep only this many bytes of one
const KEY_CAPTURE_BYTES = 32;

type ItemsState = 'expect-first' | 'expect-element' | 'in-element' | 'after-element';

export type ExportBodyScanner = {
  /** Scans the next bytes of the body; calls onItem(value) for each element completed in them. */
  write(chunk: Buffer): void;
  /** The body's text without ordersList's elements, valid JSON once the whole body has been written. */
  skeleton(): string;
  /** True while the scanner is inside the ordersList array (used to read the fields sent before it). */
  inItems(): boolean;
};

export function createExportBodyScanner(onItem: (value: unknown) => void): ExportBodyScanner {
  const skeletonParts: Buffer[] = [];
  let depth = 0;
  let inString = false;
  let escaped = false;
  // a string at the top level: it is a key when a colon follows it
  let captureKey = false;
  let key: number[] = [];
  let lastTopString: number[] | null = null;
  let currentKeyIsItems = false;
  let seenItems = false;
  let items: ItemsState | null = null;
  let elementParts: Buffer[] = [];
  let elementIsContainer = false;

  const fail = (why: string): never => {
    throw new ExportBodySyntaxError(`Body is not valid JSON: ${why}`);
  };

  function deeper() {
    if (++depth > MAX_BODY_DEPTH) throw bodyTooDeep();
  }

  function finishElement() {
    // an element within one chunk (nearly all) is decoded in place: a copy of its bytes first would
    // allocate as many bytes outside the heap as the body has, garbage that only a full collection frees
    const text =
      elementParts.length === 1
        ? elementParts[0]!.toString('utf8')
        : Buffer.concat(elementParts).toString('utf8');
    elementParts = [];
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      fail('an element of ordersList is malformed');
    }
    onItem(value);
  }

  function write(chunk: Buffer) {
    // the skeleton takes the bytes outside ordersList's elements; an element may continue from the last chunk
    let skeletonFrom = items === null ? 0 : -1;
    let elementFrom = items === 'in-element' ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (b === BACKSLASH) escaped = true;
        else if (b === QUOTE) {
          inString = false;
          if (captureKey) {
            captureKey = false;
            key.push(b);
            lastTopString = key;
          }
          if (items === 'in-element' && !elementIsContainer) {
            // a string element ends with its quote
            elementParts.push(chunk.subarray(elementFrom, i + 1));
            elementFrom = -1;
            items = 'after-element';
            finishElement();
          }
        } else if (captureKey && key.length < KEY_CAPTURE_BYTES) key.push(b);
        continue;
      }
      if (items !== null && depth === 2) {
        // inside ordersList, between or at the edges of its elements
        if (items === 'in-element' && !elementIsContainer) {
          // a number, true, false or null element ends at the first character that cannot continue it
          if (b === COMMA || b === CLOSE_BRACKET || isSpace(b)) {
            elementParts.push(chunk.subarray(elementFrom, i));
            elementFrom = -1;
            items = 'after-element';
            finishElement();
          } else continue;
        }
        if (isSpace(b)) continue;
        if (items === 'after-element') {
          if (b === COMMA) items = 'expect-element';
          else if (b === CLOSE_BRACKET) {
            items = null;
            depth--;
            skeletonFrom = i;
          } else fail('expected , or ] between the elements of ordersList');
          continue;
        }
        if (b === CLOSE_BRACKET) {
          if (items === 'expect-element') fail('a comma before ] in ordersList');
          items = null;
          depth--;
          skeletonFrom = i;
          continue;
        }
        if (b === COMMA || b === COLON || b === CLOSE_BRACE) fail('a misplaced character in ordersList');
        // an element starts
        items = 'in-element';
        elementFrom = i;
        elementIsContainer = b === OPEN_BRACE || b === OPEN_BRACKET;
        if (elementIsContainer) deeper();
        else if (b === QUOTE) inString = true;
        continue;
      }
      if (b === QUOTE) {
        inString = true;
        if (depth === 1 && items === null) {
          captureKey = true;
          key = [b];
        }
      } else if (b === OPEN_BRACE || b === OPEN_BRACKET) {
        deeper();
        if (b === OPEN_BRACKET && depth === 2 && currentKeyIsItems) {
          currentKeyIsItems = false;
          // ordersList's elements go to onItem; the skeleton keeps "ordersList":[]
          if (seenItems) fail('ordersList appears twice');
          seenItems = true;
          items = 'expect-first';
          skeletonParts.push(chunk.subarray(skeletonFrom, i + 1));
          skeletonFrom = -1;
        }
      } else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
        depth--;
        if (depth < 0) fail('unbalanced brackets');
        if (items === 'in-element' && depth === 2) {
          elementParts.push(chunk.subarray(elementFrom, i + 1));
          elementFrom = -1;
          items = 'after-element';
          finishElement();
        }
      } else if (depth === 1 && items === null) {
        if (b === COLON) {
          currentKeyIsItems = lastTopString !== null && ITEMS_KEY.equals(Buffer.from(lastTopString));
          lastTopString = null;
        } else if (b === COMMA) currentKeyIsItems = false;
      }
    }
    if (elementFrom >= 0) elementParts.push(chunk.subarray(elementFrom));
    if (skeletonFrom >= 0) skeletonParts.push(chunk.subarray(skeletonFrom));
  }

  return {
    write,
    skeleton: () => Buffer.concat(skeletonParts).toString('utf8'),
    inItems: () => items !== null,
  };
}
