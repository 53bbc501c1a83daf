// Search answers kept per vendor and filter, checked against the vendor's version on every call
// (issue 19 point 4, decision 071). A vendor's list is asked for far more often than it changes: the
// same 468 rows of the demo vendor were read from PostgreSQL and written as JSON ~20 ms of CPU per
// call (decision 068). A kept answer is used only when the vendor's version (search_changes, bumped
// by triggers in the transaction of every change the rows show) is the one read before the rows were,
// so a change committed before a call is always in its answer: the rows are never older than the
// version they are kept under, only newer. Answers of one batch (a usual list) are kept as they are
// made; streamed ones up to a size once whole, compressed off the event loop (decision 087). They are
// kept compressed, zstd first (what Chromium and Firefox take), other encodings as asked.
import { zstdDecompressSync } from 'node:zlib';
import { compressAnswer, zstdAnswerStream, type AnswerEncoding } from '../../platform/http/compression.ts';

/** A kept answer: its JSON text on demand, and the bytes in each encoding asked for so far. */
export type KeptAnswer = {
  /** the JSON text (inflated again from the zstd bytes: rarely asked, by clients that take no encoding) */
  json(): string;
  /** the answer in `encoding`, made once and kept */
  encoded(encoding: AnswerEncoding): Buffer;
};

export type SearchAnswers = {
  /** the answer kept under `key` at exactly `version`, if any */
  get(key: string, version: string): KeptAnswer | undefined;
  /**
   * keeps `json` under `key` at `version` (the version read before its rows were); null for an answer
   * too small to be worth it, which is sent as it is
   */
  keep(key: string, version: string, json: string): KeptAnswer | null;
  /**
   * keeps a streamed answer under `key` at `version`, its text given piece by piece and compressed as
   * it comes (decision 087); nothing is kept if it grows past the streamed limit or is abandoned
   */
  keepStreamed(key: string, version: string): StreamedAnswerKeeper;
  /**
   * the streamed answer being kept under `key` at `version` right now, once whole (undefined: it was
   * not kept); undefined when none is being kept
   */
  coming(key: string, version: string): Promise<KeptAnswer | undefined> | undefined;
  /** for GET /metrics */
  stats(): { answers: number; bytes: number; hits: number; misses: number };
};

/** A streamed answer on its way to being kept: its text in order, then `finish` (or `abandon`). */
export type StreamedAnswerKeeper = { add(text: string): void; finish(): void; abandon(): void };

/**
 * The most JSON text of a streamed answer that is kept (decision 087): a large vendor's one-month list
 * (~7,000 rows, ~3.5 MB; ~0.3 MB kept as zstd) is asked for by each of its office users, and read from
 * PostgreSQL at ~75 ms of its CPU and ~60 ms of ours each time, which on two cores held every other
 * call up. Far longer answers (a year of the 100,000-order vendor: ~40 MB) are left out.
 */
export const KEPT_STREAM_MAX_CHARS = 8 * 1024 * 1024;

type Entry = { version: string; bytes: number; encodings: Map<AnswerEncoding, Buffer>; answer: KeptAnswer };

/** Answers smaller than this are not worth keeping compressed (the plugin sends them as they are). */
const MIN_KEPT_CHARS = 1024;

/**
 * At most `maxBytes` of compressed answers (zstd: 20 KB for the demo vendor's 468 rows), the least
 * recently used dropped first. Each server process keeps its own; the version makes them agree.
 */
export function createSearchAnswers(
  maxBytes: number,
  { maxStreamedChars = KEPT_STREAM_MAX_CHARS }: { maxStreamedChars?: number } = {},
): SearchAnswers {
  const entries = new Map<string, Entry>();
  // streamed answers being kept, by version and key: the same search asked meanwhile waits for it
  const coming = new Map<string, Promise<KeptAnswer | undefined>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  const fit = () => {
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  const entryFor = (key: string, zstd: Buffer): Entry => {
    const entry: Entry = {
      version: '',
      bytes: zstd.length,
      encodings: new Map([['zstd', zstd]]),
      answer: {
        json: () => zstdDecompressSync(zstd).toString('utf8'),
        encoded: (encoding) => {
          const known = entry.encodings.get(encoding);
          if (known) return known;
          const made = compressAnswer(encoding, zstdDecompressSync(zstd));
          entry.encodings.set(encoding, made);
          entry.bytes += made.length;
          if (entries.get(key) === entry) {
            bytes += made.length;
            fit();
          }
          return made;
        },
      },
    };
    return entry;
  };

  const put = (key: string, version: string, zstd: Buffer): KeptAnswer => {
    const entry = entryFor(key, zstd);
    entry.version = version;
    drop(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    fit();
    return entry.answer;
  };

  return {
    get(key, version) {
      const entry = entries.get(key);
      if (entry?.version !== version) {
        misses += 1;
        return undefined;
      }
      hits += 1;
      // most recently used last: Map keeps insertion order
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer;
    },
    keep(key, version, json) {
      if (json.length < MIN_KEPT_CHARS) return null;
      return put(key, version, compressAnswer('zstd', json));
    },
    keepStreamed(key, version) {
      const comingKey = `${version} ${key}`;
      const compressor = zstdAnswerStream();
      const chunks: Buffer[] = [];
      let chars = 0;
      let settled = false;
      let settle!: (answer: KeptAnswer | undefined) => void;
      const whole = new Promise<KeptAnswer | undefined>((resolve) => {
        settle = (answer) => {
          if (settled) return;
          settled = true;
          if (coming.get(comingKey) === whole) coming.delete(comingKey);
          resolve(answer);
        };
      });
      coming.set(comingKey, whole);
      compressor.on('data', (chunk: Buffer) => chunks.push(chunk));
      compressor.once('error', () => settle(undefined));
      compressor.once('end', () =>
        settle(chars < MIN_KEPT_CHARS ? undefined : put(key, version, Buffer.concat(chunks))),
      );
      const abandon = () => {
        if (settled) return;
        settle(undefined);
        compressor.destroy();
      };
      return {
        add(text) {
          if (settled) return;
          chars += text.length;
          if (chars > maxStreamedChars) abandon();
          else compressor.write(text);
        },
        finish() {
          if (!settled) compressor.end();
        },
        abandon,
      };
    },
    coming: (key, version) => coming.get(`${version} ${key}`),
    stats: () => ({ answers: entries.size, bytes, hits, misses }),
  };
}
