// Search answers kept per vendor and filter, checked against the vendor's version on every call
// (issue 19 point 4, decision 071). A vendor's list is asked for far more often than it changes: the
// same 468 rows of the demo vendor were read from PostgreSQL and written as JSON ~20 ms of CPU per
// call (decision 068). A kept answer is used only when the vendor's version (search_changes, bumped
// by triggers in the transaction of every change the rows show) is the one read before the rows were,
// so a change committed before a call is always in its answer: the rows are never older than the
// version they are kept under, only newer. Only answers of one batch (a usual list) are kept, and
// they are kept compressed, zstd first (what Chromium and Firefox take), other encodings as asked.
import { zstdDecompressSync } from 'node:zlib';
import { compressAnswer, type AnswerEncoding } from '../../platform/http/compression.ts';

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
  /** for GET /metrics */
  stats(): { answers: number; bytes: number; hits: number; misses: number };
};

type Entry = { version: string; bytes: number; encodings: Map<AnswerEncoding, Buffer>; answer: KeptAnswer };

/** Answers smaller than this are not worth keeping compressed (the plugin sends them as they are). */
const MIN_KEPT_CHARS = 1024;

/**
 * At most `maxBytes` of compressed answers (zstd: 20 KB for the demo vendor's 468 rows), the least
 * recently used dropped first. Each server process keeps its own; the version makes them agree.
 */
export function createSearchAnswers(maxBytes: number): SearchAnswers {
  const entries = new Map<string, Entry>();
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

  const entryFor = (key: string, json: string): Entry => {
    const zstd = compressAnswer('zstd', json);
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
      const entry = entryFor(key, json);
      entry.version = version;
      drop(key);
      entries.set(key, entry);
      bytes += entry.bytes;
      fit();
      return entry.answer;
    },
    stats: () => ({ answers: entries.size, bytes, hits, misses }),
  };
}
