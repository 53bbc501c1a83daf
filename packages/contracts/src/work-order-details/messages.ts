// Work-order details texts: the ones SPEC sections 2, 5 and 8 quote for the details screen, its notes
// and its documents, and the refusals of the details calls, defined once for the server and the web app.
// Names carry a WORK_ORDER_ prefix where the same words may also serve the company profile's notes and
// documents, so that both areas can export their texts side by side.
import { thousands } from '../messages/common.ts';

/** SPEC section 2: headings of the details screen */
export const WORK_ORDER_DETAILS_TITLE = 'Work Order Details';
export const ADD_NEW_WORK_ORDER_TITLE = 'Add a new Work Order';
/** the browser title: '{portal prefix} | Portal | WO:{order number} : {client code}' */
export const workOrderDetailsPageTitle = (
  portalPrefix: string,
  ordNum: number | string,
  clientCode: string,
) => `${portalPrefix} | Portal | WO:${ordNum} : ${clientCode}`;

/** SPEC section 2: the vertical tabs, in the spec's order */
export const WORK_ORDER_SECTIONS = [
  'Work Order Information',
  'Recur Info',
  'IVR',
  'Crew',
  'Notes',
  'Documents',
] as const;
export type WorkOrderSection = (typeof WORK_ORDER_SECTIONS)[number];

export const ADD_NEW_NOTE = 'Add New Note';
export const NOTE_INFORMATION_TITLE = 'Note Information';
export const UPLOAD_NEW_DOCUMENT = 'Upload New Document';
export const UPLOAD_DOCUMENT_TITLE = 'Upload Document';
/** SPEC section 9: drawer width of 'Upload Document' */
export const UPLOAD_DRAWER_WIDTH = 450;

/** SPEC section 8: success and failure toasts */
export const WORK_ORDER_NOTE_ADDED = 'Note added successfully';
export const WORK_ORDER_DOCUMENT_UPLOADED = 'Document Uploaded Successfully!';
export const WORK_ORDER_DOCUMENT_NOT_UPLOADED = 'Document Not Uploaded Successfully!';
export const WORK_ORDER_DOCUMENT_DELETED = 'Document deleted successfully!';
/** SPEC sections 5 and 8: the confirm dialog before a pending document is removed */
export const WORK_ORDER_DOCUMENT_DELETE_CONFIRM = 'Are you sure you want to Delete this document?';
/** SPEC sections 5 and 8: Save with no file (or no type) */
export const WORK_ORDER_SELECT_FILE = 'Please select a file to upload';
/** SPEC sections 5 and 8: a second pending Vendor Invoice (the server refuses it with this text too) */
export const WORK_ORDER_VENDOR_INVOICE_PENDING =
  'You have already uploaded Vendor Invoice, remove previous one to upload new';

/**
 * A document's state as the vendor reads it (decision 054): 'Pending approval' is the SPEC's list
 * title; a rejected document shows the company's reason after 'Rejected: '.
 */
export const DOCUMENT_STATUS_PENDING = 'Pending approval';
export const DOCUMENT_STATUS_APPROVED = 'Approved';
export const documentRejectedText = (reason: string | null) => (reason ? `Rejected: ${reason}` : 'Rejected');
/** Pending approval, Approved, or 'Rejected: ' and the company's reason. */
export function documentStatusText(document: {
  status: 'pending' | 'approved' | 'rejected';
  rejectionReason: string | null;
}): string {
  if (document.status === 'rejected') return documentRejectedText(document.rejectionReason);
  return document.status === 'approved' ? DOCUMENT_STATUS_APPROVED : DOCUMENT_STATUS_PENDING;
}

/** Refusals of the server (4xx bodies' `error`) */
export const WORK_ORDER_NOTE_REQUIRED = 'Comment is required.';
export const workOrderNoteTooLong = (max: number) => `Comment must be at most ${thousands(max)} characters.`;
export const WORK_ORDER_NOTE_TYPE_INVALID = "Note type must be 'Tech Notes'.";
export const WORK_ORDER_DOCUMENT_NOT_FOUND = 'The document was not found.';
export const WORK_ORDER_DOCUMENT_APPROVED =
  'This document has been approved and cannot be deleted. Please contact the provider.';
export const WORK_ORDER_DOCUMENT_TYPE_UNKNOWN = 'Choose a document type from the list.';
export const DOCUMENT_TYPE_SCOPE_UNKNOWN = "The document type list must be 'workorder' or 'vendor'.";
export const workOrderFileKindNotAccepted = (accepted: readonly string[]) =>
  `Only these kinds of files can be uploaded: ${accepted.join(', ')}.`;
export const workOrderFileContentMismatch = (extension: string) =>
  `The file's contents are not a .${extension} file. Please choose another file.`;
export const workOrderFileTooLarge = (maxBytes: number) =>
  `The file is larger than the ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB limit.`;
export const WORK_ORDER_FILE_EMPTY = 'The file is empty.';
export const WORK_ORDER_FILE_NAME_REQUIRED = 'The file needs a name.';
