// Compresses the server's answers as they are sent (issue 19 point 1): zstd where the browser offers
// it (Chromium does; Node 24's zlib has it), else Brotli, else gzip, streamed answers (the work-order
// search) included, chunk by chunk. Levels are chosen for CPU, not size: zstd 3 and Brotli 4 cost a
// fraction of what the JSON costs to make (decision 065's figures). Only text formats are compressed:
// PDFs, spreadsheets (xlsx is a zip), images and fonts are compressed already. Answers under 1 KB are
// sent as they are. Request bodies are never decompressed: a compressed upload is refused as before.
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  brotliCompressSync,
  constants,
  createZstdCompress,
  gzipSync,
  zstdCompressSync,
  type ZlibOptions,
  type ZstdCompress,
  type ZstdOptions,
} from 'node:zlib';

/** Content types worth compressing. */
export const COMPRESSIBLE_TYPES =
  /^(text\/|application\/(json|problem\+json|javascript|xml|x-ndjson)|image\/svg\+xml)/i;

export const ANSWER_ENCODINGS = ['zstd', 'br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
// the fastest levels: the 100,000-row search (49 MB of JSON) is 4.0 MB in zstd 3 but cost 1.29x
// the bare query, and 1.74x in gzip 6; zstd 1 and gzip 1 cost less for a little more size
// (decision 065's figures). One options object serves both: gzip reads `level`, zstd its parameter
// (which @fastify/compress's types do not name).
const ZLIB_OPTIONS = {
  level: 1,
  // fewer round trips to the thread pool for a large streamed answer
  chunkSize: 64 * 1024,
  params: { [constants.ZSTD_c_compressionLevel]: 1 },
} as ZlibOptions;

/** Registered before every route: the plugin adds its hook to each route as it is registered. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...ANSWER_ENCODINGS],
    globalDecompression: false,
    threshold: 1024,
    // an answer made whole in memory (every JSON answer but the streamed search) is compressed in one
    // call and sent with its Content-Length, as it was before compression: on the stream path an
    // answer its client never reads kept the connection busy, and a graceful close waited on it
    syncThreshold: 16 * 1024 * 1024,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: ZLIB_OPTIONS,
  });
}

/**
 * The encoding the plugin would answer this request in, for an answer compressed ahead (a kept
 * search answer, decision 071): the plugin's own negotiation (its negotiator, `*` and `x-gzip` read
 * as gzip), so both paths answer alike; null when the answer goes as it is.
 */
export function answerEncoding(request: FastifyRequest): AnswerEncoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ANSWER_ENCODINGS]);
}

/** `text` compressed as the plugin compresses an answer in `encoding`, at the same level. */
export function compressAnswer(encoding: AnswerEncoding, text: string | Buffer): Buffer {
  if (encoding === 'zstd') return zstdCompressSync(text, ZLIB_OPTIONS as ZstdOptions);
  if (encoding === 'br') return brotliCompressSync(text, BROTLI_OPTIONS);
  return gzipSync(text, ZLIB_OPTIONS);
}

/**
 * A zstd stream at the plugin's level, for text that comes in pieces: compressed on libuv's thread
 * pool as it comes, never held whole (a streamed search answer kept, decision 087).
 */
export function zstdAnswerStream(): ZstdCompress {
  return createZstdCompress(ZLIB_OPTIONS as ZstdOptions);
}
