// The one small interface every document feature uses. Two implementations: local disk (signed URLs
// served by this server) and S3 (pre-signed URLs served by S3). Keys are ours, never user input.
import type { Readable } from 'node:stream';

export type BlobInfo = { size: number; contentType: string };

export type UploadUrlOptions = {
  contentType: string;
  /** refuse bodies larger than this (defaults to BLOB_MAX_BYTES; it can only tighten that limit) */
  maxBytes?: number;
};

export type DownloadUrlOptions = {
  /** the name the browser saves the file under */
  fileName: string;
};

type BlobStoreApi = {
  /** Origins the browser talks to for uploads and downloads (added to the CSP's connect-src). */
  readonly origins: string[];
  /** A URL the browser PUTs the file to, with that content type, before it expires. */
  createUploadUrl(key: string, options: UploadUrlOptions): Promise<string>;
  /** A URL the browser GETs the file from, before it expires. */
  createDownloadUrl(key: string, options: DownloadUrlOptions): Promise<string>;
  /** Size and type of a stored blob, or null when there is none. */
  head(key: string): Promise<BlobInfo | null>;
  /** The stored bytes (for server-side checks such as magic numbers); AppError not_found when none. */
  read(key: string): Promise<Readable>;
  /**
   * Moves the blob at `fromKey` (bytes and content type) to `toKey`, replacing what is there, without
   * its bytes passing through this process (a rename on disk, a server-side copy on S3); AppError
   * not_found when there is none at `fromKey`.
   */
  move(fromKey: string, toKey: string): Promise<void>;
  /** Stores bytes written by the server itself (generated files). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes a blob; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
};

/** What an upload link allowed, once its signature and expiry have been checked. */
export type SignedUpload = { contentType: string; maxBytes: number };
/** What a download link allowed, once its signature and expiry have been checked. */
export type SignedDownload = { fileName: string };
export type OpenedBlob = BlobInfo & { body: Readable };

/** The local store's signed URLs point at this server; these are what its routes need to answer them. */
export type LocalBlobServer = {
  /** the largest body any upload link may allow */
  readonly maxBytes: number;
  /** how many uploads the routes receive at once; more are refused with 503 until one ends */
  readonly maxConcurrentUploads: number;
  /** Throws AppError forbidden when the link's signature is wrong or it has expired. */
  checkUpload(key: string, query: unknown): SignedUpload;
  checkDownload(key: string, query: unknown): SignedDownload;
  /** Stores a streamed body all or nothing; AppError payload_too_large past maxBytes. */
  write(key: string, body: Readable, contentType: string, maxBytes: number): Promise<void>;
  open(key: string): Promise<OpenedBlob | null>;
  /**
   * Removes temp files that no write of this process owns and that nothing wrote to for `olderThanMs`
   * (an upload cut off by a killed process); answers how many went.
   */
  sweepIncoming(olderThanMs: number): Promise<number>;
};

export type LocalBlobStore = BlobStoreApi & { readonly kind: 'local'; readonly server: LocalBlobServer };
export type S3BlobStore = BlobStoreApi & { readonly kind: 's3' };
export type BlobStore = LocalBlobStore | S3BlobStore;
