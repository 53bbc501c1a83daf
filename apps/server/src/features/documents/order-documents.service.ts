// The rules of the document lists, downloads and removals: the vendor check (another vendor's order or
// document answers 404 like a missing one) and that the vendor removes only pending (or rejected)
// documents, never approved ones.
import { afterCompanyDocumentChange } from '../../domain/compliance/compliance-files.ts';
import {
  DOCUMENT_TYPE_SCOPE_UNKNOWN,
  WORK_ORDER_DOCUMENT_APPROVED,
  WORK_ORDER_DOCUMENT_DELETED,
  WORK_ORDER_DOCUMENT_NOT_FOUND,
  type DeleteDocumentResponse,
  type GetApprovedDocumentsResponse,
  type GetDocumentTypesResponse,
  type GetDocumentUrlResponse,
  type GetPendingDocumentsResponse,
} from '@vp/contracts';
import { assertVendorMay, type VendorSession } from '../../platform/http/session.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { recordEvent, vendorUserActor } from '../../platform/events/record-event.ts';
import { assertVendorOrder } from '../../domain/crew-lines.repository.ts';
import { claimFinishedUploads, type UploadDeps } from './order-document-uploads.ts';
import {
  deletePendingDocument,
  findDocument,
  findDocumentTypes,
  listDocuments,
} from './order-documents.repository.ts';

export const documentNotFound = () => new AppError('not_found', WORK_ORDER_DOCUMENT_NOT_FOUND);

/** 'workorder' (also 'order', 'work-order', 'WorkOrder'…) or 'vendor'. */
export async function getDocumentTypes(deps: UploadDeps, x: string): Promise<GetDocumentTypesResponse> {
  const name = x
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const scope = ['workorder', 'order', 'workorders'].includes(name)
    ? 'workorder'
    : name === 'vendor'
      ? 'vendor'
      : null;
  if (!scope) throw badRequest(DOCUMENT_TYPE_SCOPE_UNKNOWN);
  return { documentTypes: await findDocumentTypes(deps.db, scope) };
}

export async function getApprovedDocuments(
  deps: UploadDeps,
  vendorId: number,
  ordNum: number,
): Promise<GetApprovedDocumentsResponse> {
  await assertVendorOrder(deps.db, vendorId, ordNum);
  return { vendorDocuments: await listDocuments(deps.db, vendorId, ordNum, ['approved']) };
}

export async function getPendingDocuments(
  deps: UploadDeps,
  vendorId: number,
  ordNum: number,
): Promise<GetPendingDocumentsResponse> {
  await assertVendorOrder(deps.db, vendorId, ordNum);
  await claimFinishedUploads(deps, vendorId, ordNum);
  // a rejected document stays in the Pending approval list with its reason (decision 054)
  return { unapprovedDocuments: await listDocuments(deps.db, vendorId, ordNum, ['pending', 'rejected']) };
}

export async function deleteDocument(
  deps: UploadDeps,
  session: VendorSession,
  documentId: number,
): Promise<DeleteDocumentResponse> {
  const vendorId = session.vendorId;
  const document = await findDocument(deps.db, vendorId, documentId);
  if (!document) throw documentNotFound();
  assertVendorMay(session, document.ordNum === null ? 'company:edit' : 'work-orders:edit');
  if (document.status === 'approved') throw new AppError('conflict', WORK_ORDER_DOCUMENT_APPROVED);
  // the row first: a crash before the bytes go leaves unreferenced bytes, never a row without its file
  const removed = await deps.db.transaction().execute(async (tx) => {
    if ((await deletePendingDocument(tx, vendorId, documentId)) === 0) return false;
    await recordEvent(tx, {
      type: 'document.removed',
      vendorId,
      actor: vendorUserActor(session),
      subject: { documentId, ordNum: document.ordNum },
      data: { type: document.type },
    });
    return true;
  });
  if (!removed) {
    // it changed since it was read: say what it is now, so that of several deletes racing the losers
    // hear 'not found' (another one deleted it), and 'approved' only when it really was (issue 14)
    const now = await findDocument(deps.db, vendorId, documentId);
    if (!now) throw documentNotFound();
    throw new AppError('conflict', WORK_ORDER_DOCUMENT_APPROVED);
  }
  await deps.blobs.delete(document.blobKey);
  await afterCompanyDocumentChange(deps.db, vendorId, document.ordNum);
  return { success: true, error: null, message: WORK_ORDER_DOCUMENT_DELETED };
}

export async function getDocumentUrl(
  deps: UploadDeps,
  session: VendorSession,
  documentId: number,
): Promise<GetDocumentUrlResponse> {
  const document = await findDocument(deps.db, session.vendorId, documentId);
  if (!document) throw documentNotFound();
  assertVendorMay(session, document.ordNum === null ? 'company' : 'work-orders');
  const url = await deps.blobs.createDownloadUrl(document.blobKey, { fileName: document.fileName });
  return { url, contentType: document.contentType, fileName: document.fileName };
}
