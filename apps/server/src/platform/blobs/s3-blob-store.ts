// Blobs in an S3 bucket (or an S3-compatible store). The browser uploads and downloads straight to and
// from the bucket through pre-signed URLs, so file bytes never pass through this server.
//
// A pre-signed PUT cannot limit the body's size by itself (only a POST policy can), so `maxBytes` is not
// enforced here: callers must check the size with head() after the upload, as the document features do.
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { notFound } from '../http/app-error.ts';
import type { S3BlobStore } from './blob-store.ts';
import { assertBlobKey, assertContentType } from './blob-key.ts';
import { attachmentDisposition } from './content-disposition.ts';

export type S3BlobStoreOptions = {
  bucket: string;
  region: string;
  /** for S3-compatible stores (MinIO, R2, …); AWS when unset */
  endpoint?: string;
  /** both or neither; neither uses the AWS default credential chain (environment, instance role, …) */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  urlTtlSeconds: number;
  maxBytes: number;
};

const FALLBACK_TYPE = 'application/octet-stream';

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404;

/** The origin the SDK puts in its URLs, following its choice between virtual-hosted and path style. */
export function s3Origin(
  options: Pick<S3BlobStoreOptions, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>,
) {
  const { bucket, region, endpoint, forcePathStyle } = options;
  // the SDK falls back to path style for names that cannot be a DNS label (dots break TLS wildcards)
  const virtualHosted = !forcePathStyle && /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket);
  if (!endpoint) {
    return virtualHosted
      ? `https://${bucket}.s3.${region}.amazonaws.com`
      : `https://s3.${region}.amazonaws.com`;
  }
  const url = new URL(endpoint);
  const hostIsIp = isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0;
  return virtualHosted && !hostIsIp ? `${url.protocol}//${bucket}.${url.host}` : url.origin;
}

export function createS3BlobStore(options: S3BlobStoreOptions): S3BlobStore {
  const { bucket, region, endpoint, accessKeyId, secretAccessKey, forcePathStyle, urlTtlSeconds } = options;
  const client = new S3Client({
    region,
    forcePathStyle,
    ...(endpoint ? { endpoint } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // By default the SDK signs a CRC32 of the (empty) body into pre-signed PUT URLs, and S3 then refuses
    // the real upload; several S3-compatible stores also reject the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    kind: 's3',
    origins: [s3Origin(options)],

    async createUploadUrl(key, { contentType }) {
      assertBlobKey(key);
      assertContentType(contentType);
      const command = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType });
      // content-type is signed, so S3 refuses an upload of any other type (the presigner leaves it unsigned)
      return getSignedUrl(client, command, {
        expiresIn: urlTtlSeconds,
        signableHeaders: new Set(['content-type']),
      });
    },

    async createDownloadUrl(key, { fileName }) {
      assertBlobKey(key);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: urlTtlSeconds });
    },

    async head(key) {
      assertBlobKey(key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? FALLBACK_TYPE };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async read(key) {
      assertBlobKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(out.Body instanceof Readable)) throw new Error('S3 returned no readable body');
        return out.Body;
      } catch (err) {
        if (isNotFound(err)) throw notFound('file');
        throw err;
      }
    },

    async move(fromKey, toKey) {
      assertBlobKey(fromKey);
      assertBlobKey(toKey);
      try {
        // S3 copies the bytes and, by default, the content type; keys hold only URL-safe characters
        await client.send(
          new CopyObjectCommand({ Bucket: bucket, Key: toKey, CopySource: `${bucket}/${fromKey}` }),
        );
      } catch (err) {
        if (isNotFound(err)) throw notFound('file');
        throw err;
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: fromKey }));
    },

    async put(key, body, contentType) {
      assertBlobKey(key);
      assertContentType(contentType);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async delete(key) {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
