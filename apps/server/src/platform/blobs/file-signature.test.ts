import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_HEAD_BYTES, headMatchesExtension, readHead } from './file-signature.ts';

const CHUNK = 64 * 1024;

/** A stream of `size` bytes starting with `head`, made as it is read, that counts what it gave. */
function countingFile(head: Buffer, size: number) {
  const state = { given: 0, closed: false };
  async function* chunks() {
    try {
      while (state.given < size) {
        const chunk = Buffer.alloc(Math.min(CHUNK, size - state.given), 0x20);
        if (state.given === 0) head.copy(chunk);
        state.given += chunk.length;
        yield chunk;
      }
    } finally {
      state.closed = true;
    }
  }
  return { body: Readable.from(chunks()), state };
}

const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1');

describe('headMatchesExtension', () => {
  it('reads only the head of a 25 MB file and closes it', async () => {
    const { body, state } = countingFile(PDF, 25 * 1024 * 1024);
    expect(await headMatchesExtension(body, 'pdf')).toBe(true);
    // at most one chunk more than the head was read from the file
    expect(state.given).toBeLessThanOrEqual(SIGNATURE_HEAD_BYTES + CHUNK);
    expect(state.closed).toBe(true);
    expect(body.destroyed).toBe(true);
  });

  it('refuses a head that is not the extension, and checks files shorter than the head', async () => {
    const big = countingFile(PDF, 25 * 1024 * 1024);
    expect(await headMatchesExtension(big.body, 'png')).toBe(false);
    expect(big.state.given).toBeLessThanOrEqual(SIGNATURE_HEAD_BYTES + CHUNK);
    expect(await headMatchesExtension(countingFile(PDF, 100).body, 'pdf')).toBe(true);
    expect(await headMatchesExtension(countingFile(Buffer.from('PK\x05\x06'), 22).body, 'zip')).toBe(true);
  });
});

describe('readHead', () => {
  it('answers exactly the first bytes, or the whole of a shorter stream', async () => {
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    const body = Readable.from([bytes.subarray(0, 100), bytes.subarray(100, 200), bytes.subarray(200)]);
    expect((await readHead(body, 150)).equals(bytes.subarray(0, 150))).toBe(true);
    expect((await readHead(Readable.from([bytes]), 1000)).equals(bytes)).toBe(true);
  });
});
