// Answers the local store's signed URLs: PUT stores a browser upload, GET serves a download. Both trust
// nothing but the signature, which names the key, the content type, the size limit or file name, and
// the expiry. Registered only when the blob store is local.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../http/app-error.ts';
import type { LocalBlobStore } from './blob-store.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { payloadTooLarge } from './local-blob-store.ts';

type BlobRoute = { Params: { '*': string } };

/**
 * A feature's check of uploads under its key prefix, run after the bytes are stored and before the
 * PUT answers: it accepts them (e.g. turns them into a document) or throws an AppError, which the
 * browser receives as the PUT's answer. A refusing check removes what it does not keep.
 */
export type UploadCheck = { prefix: string; afterUpload(key: string): Promise<void> };

// Each upload holds a file being written and, for documents, a check; a burst beyond the limit is
// refused at once rather than queued, so that no request waits with its body unread (decision 037).
const BUSY_RETRY_AFTER_SECONDS = 10;
const busy = () =>
  new AppError('unavailable', 'The server is receiving many files right now. Please try again in a moment.', {
    headers: { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) },
  });

/** Reads and drops the rest of a refused body, so the browser reads the answer, not a reset connection. */
const drain = (body: Readable) => {
  if (!body.destroyed) body.resume();
};

export function localBlobRoutes(
  store: LocalBlobStore,
  checks: readonly UploadCheck[] = [],
): FastifyPluginAsync {
  const { server } = store;
  return async (app) => {
    // uploads of this process being received or checked (UPLOADS_MAX_CONCURRENT)
    let inFlight = 0;
    // Bodies here are files: no JSON or text parsing, whatever the content type. This plugin is
    // encapsulated, so the rest of the app keeps its parsers.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    /** Stores the body, then runs the check of the key's prefix. */
    const receive = async (
      key: string,
      body: Readable,
      contentType: string,
      maxBytes: number,
      raw: IncomingMessage,
    ) => {
      try {
        await server.write(key, body, contentType, maxBytes);
      } catch (err) {
        drain(body);
        if (err instanceof AppError || !raw.destroyed) throw err;
        throw new AppError('bad_request', 'The upload was interrupted. Please try again.');
      }
      await checks.find((check) => key.startsWith(check.prefix))?.afterUpload(key);
    };

    app.put<BlobRoute>('/blobs/*', { bodyLimit: server.maxBytes }, async (request, reply) => {
      const key = request.params['*'];
      const signed = server.checkUpload(key, request.query);
      const contentType = request.headers['content-type'];
      if (contentType !== signed.contentType) {
        throw new AppError(
          'unsupported_media_type',
          `This upload link accepts only ${signed.contentType} files.`,
        );
      }
      // a declared size is refused before a byte is read; a chunked body is counted as it arrives
      if (Number(request.headers['content-length']) > signed.maxBytes) throw payloadTooLarge(signed.maxBytes);
      const body = request.body instanceof Readable ? request.body : request.raw;
      if (inFlight >= server.maxConcurrentUploads) {
        drain(body);
        throw busy();
      }
      inFlight++;
      try {
        await receive(key, body, contentType, signed.maxBytes, request.raw);
      } finally {
        inFlight--;
      }
      return reply.code(200).send();
    });

    app.get<BlobRoute>('/blobs/*', async (request, reply) => {
      const key = request.params['*'];
      const signed = server.checkDownload(key, request.query);
      const blob = await server.open(key);
      if (!blob) throw notFound('file');
      return reply
        .type(blob.contentType)
        .header('content-length', blob.size)
        .header('content-disposition', attachmentDisposition(signed.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(blob.body);
    });
  };
}
