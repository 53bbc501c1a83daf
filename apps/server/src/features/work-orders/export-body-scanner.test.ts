// The export body scanner: the same elements and skeleton however the body is cut into chunks, and
// malformed bodies refused.
import { describe, expect, it } from 'vitest';
import { createExportBodyScanner, ExportBodySyntaxError } from './export-body-scanner.ts';

function scan(text: string, chunkSize: number) {
  const items: unknown[] = [];
  const scanner = createExportBodyScanner((value) => items.push(value));
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += chunkSize) scanner.write(bytes.subarray(i, i + chunkSize));
  return { items, skeleton: JSON.parse(scanner.skeleton()) as unknown };
}

const tricky = {
  timezone: 'America/New_York',
  note: { ordersList: ['not these'], text: 'brackets ] } [ { and "quotes" \\ in strings' },
  ordersList: [
    { poNum: 'PO-1', company: 'Café "Ünïcode" ] }, ok', nte: 12.5, workDate: null },
    { poNum: 'PO-2\\u0041', vendorFullAddress: 'a\\\\b', nte: '1,234.00' },
    5,
    'text',
    null,
    [1, [2]],
    { nested: { deeper: [{ a: 1 }] } },
  ],
  after: [1, 2, 3],
};

describe('export body scanner', () => {
  it('hands over every ordersList element and keeps the rest, for any chunk size', () => {
    const text = JSON.stringify(tricky, null, 1);
    for (const size of [1, 2, 3, 7, 64, text.length]) {
      const { items, skeleton } = scan(text, size);
      expect(items).toEqual(tricky.ordersList);
      expect(skeleton).toEqual({ ...tricky, ordersList: [] });
    }
  });

  it('leaves an empty list and a body without the list alone', () => {
    expect(scan('{"ordersList":[ ],"timezone":"UTC"}', 5)).toEqual({
      items: [],
      skeleton: { ordersList: [], timezone: 'UTC' },
    });
    expect(scan('{"timezone":"UTC"}', 3)).toEqual({ items: [], skeleton: { timezone: 'UTC' } });
  });

  it('refuses malformed lists', () => {
    for (const text of [
      '{"ordersList":[{"a":1},]}',
      '{"ordersList":[{"a":1} {"a":2}]}',
      '{"ordersList":[,{"a":1}]}',
      '{"ordersList":[{"a":}]}',
      '{"ordersList":[1],"ordersList":[2]}',
      '{"ordersList":[tru]}',
    ]) {
      expect(() => scan(text, 4), text).toThrow(ExportBodySyntaxError);
    }
  });
});
