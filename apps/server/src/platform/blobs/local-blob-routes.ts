// Answers the local store's signed URLs: PUT stores a browser upload, GET serves a download. Both trust
// nothing but the signature, which names the key, the content type, the size limit or file name, and
// the expiry. Registered only when the blob store is local.
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

export function localBlobRoutes(
  store: LocalBlobStore,
  checks: readonly UploadCheck[] = [],
): FastifyPluginAsync {
  const { server } = store;
  return async (app) => {
    // Bodies here are files: no JSON or text parsing, whatever the content type. This plugin is
    // encapsulated, so the rest of the app keeps its parsers.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

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
      try {
        await server.write(key, body, contentType, signed.maxBytes);
      } catch (err) {
        // drain the rest of a refused body so the browser reads the 413 instead of a reset connection
        if (!body.destroyed) body.resume();
        if (err instanceof AppError || !request.raw.destroyed) throw err;
        throw new AppError('bad_request', 'The upload was interrupted. Please try again.');
      }
      await checks.find((check) => key.startsWith(check.prefix))?.afterUpload(key);
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
