// The two-step upload of SPEC section 7 with the checks of issue 5 (decision 013):
//  1. the pre-sign call records an upload (server-made keys, sanitized name, type, order, vendor,
//     expiry) and hands out a signed PUT link to its upload key; no document exists yet;
//  2. once the bytes are there, a claim moves them to the document key, checks them there (size,
//     extension, magic numbers from the file's head) and only then writes the document row. The
//     local store claims during the PUT itself (so a refusal is the PUT's answer); with S3 the lists
//     claim finished uploads. The bytes never pass through this process's memory (decision 037).
// The sweep finishes uploads whose links have expired: it deletes the bytes at both keys unless a
// document holds them, and the upload row. A crash at any step leaves nothing a document points at.
import { randomUUID } from 'node:crypto';
import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  DOCUMENT_CONTENT_TYPES,
  VENDOR_INVOICE_TYPE,
  WORK_ORDER_DOCUMENT_TYPE_UNKNOWN,
  WORK_ORDER_FILE_EMPTY,
  WORK_ORDER_FILE_NAME_REQUIRED,
  WORK_ORDER_VENDOR_INVOICE_PENDING,
  documentExtensionOf,
  isAcceptedDocumentExtension,
  workOrderFileContentMismatch,
  workOrderFileKindNotAccepted,
  workOrderFileTooLarge,
  type CreateUploadUrlResponse,
  type DocumentExtension,
  type createUploadUrlRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { safeFileName } from '../../platform/blobs/content-disposition.ts';
import { headMatchesExtension } from '../../platform/blobs/file-signature.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { assertSessionReachesOrder } from '../../domain/order-reach.ts';
import { findUserDisplayName } from '../../platform/identity/user-display-name.repository.ts';
import {
  deleteUpload,
  documentExistsForKey,
  findDocumentTypes,
  findExpiredUploads,
  findUnclaimedUploads,
  findUploadByKey,
  hasPendingOfType,
  insertDocumentFromUpload,
  insertUpload,
  markUploadFailed,
  takeUpload,
  type UploadRow,
} from './order-documents.repository.ts';
import { startPeriodicTask, type RunCondition } from '../../platform/process/periodic-task.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import {
  afterCompanyDocumentChange,
  attachComplianceFile,
  dropUnfinishedCompliance,
} from '../../domain/compliance/compliance-files.ts';

export type UploadDeps = {
  db: Db;
  blobs: BlobStore;
  /** the BLOB_MAX_BYTES setting */
  maxBytes: number;
  /** the lifetime of upload links (BLOB_URL_TTL_SECONDS) */
  urlTtlSeconds: number;
  /** the schema gate: the sweep waits while the schema does not fit this code (decision 126) */
  schema?: RunCondition | undefined;
};

/** Upload keys live under this prefix; the local store's PUT route hands them to claimUploadByKey. */
export const UPLOAD_KEY_PREFIX = 'uploads/order-documents/';
const DOCUMENT_KEY_PREFIX = 'order-documents/';
/** An upload in flight when its link expires may still be finishing: the sweep waits this long more. */
export const SWEEP_GRACE_MS = 5 * 60 * 1000;
const SWEEP_BATCH = 200;

type UploadInput = z.output<typeof createUploadUrlRequest>;

const UPLOAD_LINK_USED = 'This upload link has already been used. Please upload the file again.';
const uploadMissing = () =>
  new AppError('forbidden', 'This link is not valid. Request a new one and try again.');

/**
 * The user's file name as a plain name: no folders, no control, format (e.g. right-to-left override)
 * or quote characters, at most 180 characters, and our extension.
 */
export function cleanFileName(fileName: string, extension: string): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\p{Cf}/gu, '');
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot).trim() : '';
  if (base.trim() === '') throw badRequest(WORK_ORDER_FILE_NAME_REQUIRED);
  // safeFileName answers 'download' for a name of dots only
  const safe = stem === '' ? 'document' : safeFileName(stem);
  return `${Array.from(safe).slice(0, 180).join('')}.${extension}`;
}

function extensionOf(input: Pick<UploadInput, 'FileName' | 'FileExtension'>): DocumentExtension {
  const fromName = documentExtensionOf(input.FileName.includes('.') ? input.FileName : '');
  const declared = documentExtensionOf(input.FileExtension);
  const same = (a: string, b: string) =>
    a === b || (['jpg', 'jpeg'].includes(a) && ['jpg', 'jpeg'].includes(b));
  if (!isAcceptedDocumentExtension(fromName) || !same(fromName, declared)) {
    throw badRequest(workOrderFileKindNotAccepted(ACCEPTED_DOCUMENT_EXTENSIONS));
  }
  return fromName;
}

/**
 * Where an upload's document goes: a work order's documents, or the company's when ordNum is null
 * (decision 026). `assertTarget` runs after the file checks (the order's vendor check); `assertType`
 * once the type is known (the one pending Vendor Invoice rule of work orders).
 */
export type UploadTarget = {
  ordNum: number | null;
  typeScope: 'workorder' | 'vendor' | 'compliance';
  comment: string;
  assertTarget?: () => Promise<void>;
  assertType?: (type: string) => Promise<void>;
  /** the upload's id, when the caller records something beside it (a compliance document's data) */
  uploadId?: string;
};
type FileInput = Pick<UploadInput, 'FileName' | 'FileExtension' | 'FileSize' | 'Type'>;

/** Step 1 of every document upload: checks the file and type, records the upload, answers the link. */
export async function startUpload(
  deps: UploadDeps,
  session: SessionClaims,
  input: FileInput,
  target: UploadTarget,
): Promise<CreateUploadUrlResponse> {
  const extension = extensionOf(input);
  if (input.FileSize !== undefined && input.FileSize > deps.maxBytes) {
    throw new AppError('payload_too_large', workOrderFileTooLarge(deps.maxBytes));
  }
  if (input.FileSize === 0) throw badRequest(WORK_ORDER_FILE_EMPTY);
  const fileName = cleanFileName(input.FileName, extension);
  await target.assertTarget?.();
  const types = await findDocumentTypes(deps.db, target.typeScope);
  const type = types.find((t) => t.code.toLowerCase() === input.Type.trim().toLowerCase())?.code;
  if (!type) throw badRequest(WORK_ORDER_DOCUMENT_TYPE_UNKNOWN);
  await target.assertType?.(type);

  const id = target.uploadId ?? randomUUID();
  const contentType = DOCUMENT_CONTENT_TYPES[extension];
  const expiresAt = new Date(Date.now() + deps.urlTtlSeconds * 1000);
  const uploadKey = `${UPLOAD_KEY_PREFIX}${id}`;
  const folder = target.ordNum === null ? `vendor-${session.vendorId}` : String(target.ordNum);
  await insertUpload(deps.db, {
    id,
    vendor_id: session.vendorId,
    user_id: session.userId,
    ord_num: target.ordNum,
    type_code: type,
    file_name: fileName,
    file_extension: extension,
    content_type: contentType,
    max_bytes: deps.maxBytes,
    upload_key: uploadKey,
    document_key: `${DOCUMENT_KEY_PREFIX}${folder}/${id}.${extension}`,
    input_by: (await findUserDisplayName(deps.db, session.userId)) ?? session.email,
    expires_at: expiresAt,
    comment: target.comment,
  });
  const url = await deps.blobs.createUploadUrl(uploadKey, { contentType, maxBytes: deps.maxBytes });
  return { url, contentType, fileName, expiresAt: expiresAt.toISOString(), maxBytes: deps.maxBytes };
}

/** Step 1: POST /api/get-document-pre-signed-url-vendor-portal. */
export function createUploadUrl(
  deps: UploadDeps,
  session: VendorSession,
  input: UploadInput,
): Promise<CreateUploadUrlResponse> {
  return startUpload(deps, session, input, {
    ordNum: input.OrdNum,
    typeScope: 'workorder',
    comment: '',
    assertTarget: () => assertSessionReachesOrder(deps.db, session, input.OrdNum),
    assertType: async (type) => {
      // SPEC section 4 (also held by a unique index when the upload is claimed)
      if (
        type === VENDOR_INVOICE_TYPE &&
        (await hasPendingOfType(deps.db, session.vendorId, input.OrdNum, type))
      ) {
        throw new AppError('conflict', WORK_ORDER_VENDOR_INVOICE_PENDING);
      }
    },
  });
}

const tooLarge = (limit: number) => new AppError('payload_too_large', workOrderFileTooLarge(limit));

/** Checks the bytes now at the document key: the refusal, or their size once they pass. */
async function checkStored(deps: UploadDeps, upload: UploadRow, limit: number): Promise<number | AppError> {
  const info = await deps.blobs.head(upload.document_key);
  if (!info) return uploadMissing();
  // S3 cannot bound a pre-signed PUT's size: this is where an oversize upload is refused
  if (info.size > limit) return tooLarge(limit);
  if (info.size === 0) return badRequest(WORK_ORDER_FILE_EMPTY);
  // the document is served with the type it was stored with, which must be the one we chose (a
  // store that does not enforce the link's signed content type could otherwise keep another)
  const mismatch = () =>
    new AppError('unsupported_media_type', workOrderFileContentMismatch(upload.file_extension));
  if (info.contentType !== upload.content_type) return mismatch();
  if (!(await headMatchesExtension(await deps.blobs.read(upload.document_key), upload.file_extension))) {
    return mismatch();
  }
  return info.size;
}

export type ClaimResult = { kind: 'document'; documentId: number } | { kind: 'refused'; error: AppError };

/**
 * Turns a taken upload's bytes into a pending document, or refuses them; either way nothing is left
 * at the upload key, and a refusal removes the bytes moved to the document key too.
 */
async function claim(deps: UploadDeps, upload: UploadRow): Promise<ClaimResult> {
  const refuse = async (error: AppError): Promise<ClaimResult> => {
    await markUploadFailed(deps.db, upload.id, error.message);
    await deps.blobs.delete(upload.document_key);
    await deps.blobs.delete(upload.upload_key);
    return { kind: 'refused', error };
  };
  const limit = Math.min(Number(upload.max_bytes), deps.maxBytes);
  const uploaded = await deps.blobs.head(upload.upload_key);
  if (!uploaded) return refuse(uploadMissing());
  // refused before it is moved, so an oversize S3 upload is not copied first
  if (uploaded.size > limit) return refuse(tooLarge(limit));
  // The bytes move before they are checked: no link writes to the document key, so what is checked
  // is what the document keeps, even if the upload link is used again meanwhile (S3 allows that).
  try {
    await deps.blobs.move(upload.upload_key, upload.document_key);
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found') return refuse(uploadMissing());
    throw err;
  }
  const size = await checkStored(deps, upload, limit);
  if (size instanceof AppError) return refuse(size);
  // the verified bytes first, then the row that points at them: a crash between them leaves bytes
  // that no row names, which the sweep removes once the link has expired
  let documentId: number;
  try {
    documentId = await deps.db.transaction().execute(async (tx) => {
      const id = await insertDocumentFromUpload(tx, upload, size);
      if (upload.ord_num === null) await attachComplianceFile(tx, upload.id, id);
      // the user who asked for the link, also when the sweep or a list claims the upload later
      await recordEvent(tx, {
        type: 'document.uploaded',
        vendorId: upload.vendor_id,
        actor: upload.user_id === null ? { kind: 'system' } : { kind: 'vendor-user', id: upload.user_id },
        subject: { documentId: id, ordNum: upload.ord_num },
        data: {
          type: upload.type_code,
          fileName: upload.file_name,
          fileExtension: upload.file_extension,
          sizeBytes: size,
        },
      });
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'order_documents_one_pending_vendor_invoice_idx')) {
      return refuse(new AppError('conflict', WORK_ORDER_VENDOR_INVOICE_PENDING));
    }
    throw err;
  }
  await afterCompanyDocumentChange(deps.db, upload.vendor_id, upload.ord_num);
  return { kind: 'document', documentId };
}

/**
 * The local store's PUT check: the bytes just stored at `key` become a document, or the PUT answers
 * the refusal. A second PUT to a used link is refused and its bytes removed.
 */
export async function claimUploadByKey(deps: UploadDeps, key: string): Promise<void> {
  const upload = await findUploadByKey(deps.db, key);
  if (!upload) {
    // swept already (the link outlived its row): nothing may keep these bytes
    await deps.blobs.delete(key);
    throw uploadMissing();
  }
  if (!(await takeUpload(deps.db, upload.id))) {
    await deps.blobs.delete(key);
    throw new AppError('conflict', UPLOAD_LINK_USED);
  }
  const result = await claim(deps, upload);
  if (result.kind === 'refused') throw result.error;
}

/**
 * With S3 (whose PUTs this server never sees), finished uploads of the order (null: the company
 * documents) become documents here.
 */
export async function claimFinishedUploads(
  deps: UploadDeps,
  vendorId: number,
  ordNum: number | null,
): Promise<void> {
  if (deps.blobs.kind !== 's3') return;
  for (const upload of await findUnclaimedUploads(deps.db, vendorId, ordNum)) {
    // not yet uploaded: it stays waiting (an S3 object appears only once complete)
    if (!(await deps.blobs.head(upload.upload_key))) continue;
    if (await takeUpload(deps.db, upload.id)) await claim(deps, upload);
  }
}

export type SweepResult = { uploads: number; blobsDeleted: number; claimed: number };

/**
 * Finishes every upload whose link expired more than SWEEP_GRACE_MS before `now`: with S3 a finished,
 * unclaimed upload is claimed first; then the bytes at the upload key go, those at the document key
 * too unless a document holds them, and the row.
 */
export async function sweepUploads(deps: UploadDeps, now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { uploads: 0, blobsDeleted: 0, claimed: 0 };
  const before = new Date(now.getTime() - SWEEP_GRACE_MS);
  for (;;) {
    const expired = await findExpiredUploads(deps.db, before, SWEEP_BATCH);
    for (const upload of expired) {
      if (
        deps.blobs.kind === 's3' &&
        upload.claimed_at === null &&
        (await deps.blobs.head(upload.upload_key))
      ) {
        if ((await takeUpload(deps.db, upload.id)) && (await claim(deps, upload)).kind === 'document') {
          result.claimed++;
        }
      }
      if (await deps.blobs.head(upload.upload_key)) result.blobsDeleted++;
      await deps.blobs.delete(upload.upload_key);
      if (!(await documentExistsForKey(deps.db, upload.document_key))) {
        if (await deps.blobs.head(upload.document_key)) result.blobsDeleted++;
        await deps.blobs.delete(upload.document_key);
      }
      await dropUnfinishedCompliance(deps.db, upload.id);
      await deleteUpload(deps.db, upload.id);
      result.uploads++;
    }
    if (expired.length < SWEEP_BATCH) return result;
  }
}

/**
 * Runs the sweep now and then every `intervalMs`, with the local store's partial uploads (a `.part`
 * left by a process killed mid-upload) once nothing has written to them for longer than a link lives
 * plus the grace; the returned function stops it.
 */
export function startUploadSweeper(deps: UploadDeps, intervalMs: number, log: FastifyBaseLogger): () => void {
  return startPeriodicTask(
    'document upload sweep',
    intervalMs,
    async () => {
      if (deps.blobs.kind === 'local') {
        const parts = await deps.blobs.server.sweepIncoming(deps.urlTtlSeconds * 1000 + SWEEP_GRACE_MS);
        if (parts > 0) log.info({ parts }, 'removed partial uploads');
      }
      const swept = await sweepUploads(deps);
      if (swept.uploads > 0) log.info({ swept }, 'swept expired document uploads');
    },
    log,
    deps.schema,
  );
}
