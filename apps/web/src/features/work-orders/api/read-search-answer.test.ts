// The search answer read as it arrives: the first rows handed over early, the whole answer parsed at
// the end, however the bytes are cut into chunks.
import { describe, expect, it } from 'vitest';
import type { WorkOrderRow } from '@vp/contracts';
import { EARLY_ROWS, leadingRows, readSearchAnswer } from './read-search-answer.ts';

const row = (i: number) =>
  ({
    ocdId: i,
    poNum: `PO-${i}`,
    // braces, brackets, quotes and escapes inside strings must not end a row
    company: `Store {${i}} [x] "quoted" \\ back`,
    nte: i + 0.5,
  }) as unknown as WorkOrderRow;

function answer(count: number, chunkSize: number) {
  const bytes = new TextEncoder().encode(
    JSON.stringify({ vendors: Array.from({ length: count }, (_, i) => row(i)) }),
  );
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize) controller.enqueue(bytes.slice(i, i + chunkSize));
      controller.close();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'application/json' } });
}

describe('search answer reader', () => {
  it('finds the leading rows of a partial answer', () => {
    const text = JSON.stringify({ vendors: [row(1), row(2), row(3)] });
    expect(leadingRows(text, 2)).toEqual([row(1), row(2)]);
    expect(leadingRows(text.slice(0, text.length - 10), 3)).toBeNull();
    expect(leadingRows('{"error":"x"}', 1)).toBeNull();
  });

  it('hands over the first rows early and answers every row', async () => {
    for (const chunkSize of [1000, 65_536]) {
      const early: WorkOrderRow[][] = [];
      const rows = await readSearchAnswer(answer(EARLY_ROWS + 500, chunkSize), (r) => early.push(r));
      expect(rows).toHaveLength(EARLY_ROWS + 500);
      expect(rows[EARLY_ROWS + 499]).toEqual(row(EARLY_ROWS + 499));
      expect(early).toHaveLength(1);
      expect(early[0]).toEqual(rows.slice(0, EARLY_ROWS));
    }
  });

  it('hands nothing over early for a small answer, and refuses one that is not JSON', async () => {
    const early: WorkOrderRow[][] = [];
    expect(await readSearchAnswer(answer(3, 7), (r) => early.push(r))).toEqual([row(0), row(1), row(2)]);
    expect(early).toEqual([]);
    await expect(readSearchAnswer(new Response('{"vendors":[{'), () => undefined)).rejects.toThrow();
  });
});
