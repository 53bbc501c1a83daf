// The document review's small texts: a file's size, and the work order a document belongs to.
import type { StaffQueueDocument } from '@vp/contracts';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function orderText(document: Pick<StaffQueueDocument, 'workOrder'>): string {
  return document.workOrder ? `PO ${document.workOrder.poNum}` : 'Company document';
}
