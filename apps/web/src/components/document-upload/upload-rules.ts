// The upload drawer's rules (SPEC section 5 "Documents"), kept apart from the drawer so that they are
// tested as plain functions. The server enforces the same rules; these only keep the user from a
// round trip that would be refused.
import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  documentExtensionOf,
  isAcceptedDocumentExtension,
  SINGLE_FILE_DOCUMENT_TYPES,
  VENDOR_INVOICE_TYPE,
  WORK_ORDER_SELECT_FILE,
  WORK_ORDER_VENDOR_INVOICE_PENDING,
  workOrderFileKindNotAccepted,
} from '@vp/contracts';

/** With more than one file selected, Inspections and Vendor Invoice cannot be chosen. */
export function isTypeDisabled(type: string, fileCount: number): boolean {
  return fileCount > 1 && SINGLE_FILE_DOCUMENT_TYPES.includes(type);
}

/** Why a type cannot be chosen now (a warning to show), or null when it can. */
export function typeChoiceRefusal(type: string, hasPendingVendorInvoice: boolean): string | null {
  return type === VENDOR_INVOICE_TYPE && hasPendingVendorInvoice ? WORK_ORDER_VENDOR_INVOICE_PENDING : null;
}

/** Files whose kind is not accepted (the picker's filter can be switched off by the user). */
export function refusedFiles(files: readonly File[]): File[] {
  return files.filter((file) => !isAcceptedDocumentExtension(documentExtensionOf(file.name)));
}

export function refusedFilesText(): string {
  return workOrderFileKindNotAccepted(ACCEPTED_DOCUMENT_EXTENSIONS);
}

export type UploadChoice = { files: readonly File[]; type: string; hasPendingVendorInvoice: boolean };

/** Why Save cannot upload this choice, or null when it can. */
export function saveRefusal({ files, type, hasPendingVendorInvoice }: UploadChoice): string | null {
  if (files.length === 0 || !type) return WORK_ORDER_SELECT_FILE;
  if (refusedFiles(files).length > 0) return refusedFilesText();
  if (isTypeDisabled(type, files.length)) return WORK_ORDER_SELECT_FILE;
  return typeChoiceRefusal(type, hasPendingVendorInvoice);
}

/** Overall progress in percent of the bytes of every file, files uploaded one after the other. */
export function overallPercent(sizes: readonly number[], doneFiles: number, currentLoaded: number): number {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total === 0) return doneFiles >= sizes.length ? 100 : 0;
  const done = sizes.slice(0, doneFiles).reduce((sum, size) => sum + size, 0);
  return Math.min(100, Math.round(((done + currentLoaded) / total) * 100));
}
