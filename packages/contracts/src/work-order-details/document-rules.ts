// The document rules of SPEC sections 5 and 9 shared by the server (which enforces them) and the web
// app (which offers only what the server will accept).

/** SPEC section 5: accepted file kinds, by extension (lower case, no dot) */
export const ACCEPTED_DOCUMENT_EXTENSIONS = [
  'xlsx',
  'pdf',
  'docx',
  'doc',
  'jpeg',
  'zip',
  'jpg',
  'png',
] as const;
export type DocumentExtension = (typeof ACCEPTED_DOCUMENT_EXTENSIONS)[number];

/** For a file input's `accept` attribute. */
export const DOCUMENT_ACCEPT_ATTRIBUTE = ACCEPTED_DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * The content type stored and served for each extension. The server signs the upload URL with this
 * type (answered as `contentType` by the pre-sign call) whatever the browser guessed, so the PUT must
 * carry exactly that Content-Type.
 */
export const DOCUMENT_CONTENT_TYPES: Record<DocumentExtension, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  zip: 'application/zip',
  png: 'image/png',
};

/** The extension of a file name or a FileExtension value ('.PDF', 'pdf'), lower case; '' when none. */
export function documentExtensionOf(value: string): string {
  const trimmed = value.trim().toLowerCase();
  const dot = trimmed.lastIndexOf('.');
  return dot === -1 ? trimmed : trimmed.slice(dot + 1);
}

export function isAcceptedDocumentExtension(extension: string): extension is DocumentExtension {
  return (ACCEPTED_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
}

/** The default of the server's BLOB_MAX_BYTES setting (SPEC's documents: 25 MB); the server's value wins. */
export const DOCUMENT_MAX_BYTES_DEFAULT = 25 * 1024 * 1024;

/** SPEC section 9: the document types of a work order */
export const DOCUMENT_TYPES = [
  'Client Signoff',
  'General',
  'Inspections',
  'Photos',
  'Vendor Invoice',
] as const;
export const VENDOR_INVOICE_TYPE = 'Vendor Invoice';
/** SPEC section 5: disabled when more than one file is selected */
export const SINGLE_FILE_DOCUMENT_TYPES: readonly string[] = ['Inspections', 'Vendor Invoice'];

/** SPEC section 9: the note type of work-order notes */
export const TECH_NOTES_TYPE = 'Tech Notes';
/** The longest note (HTML as sent, before sanitizing) the server stores. */
export const ORDER_NOTE_MAX_LENGTH = 20_000;
