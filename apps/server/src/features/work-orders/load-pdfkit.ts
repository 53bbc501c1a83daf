// pdfkit adds ~30 MB to the process once loaded, and only the purchase-order print needs it: it is
// loaded on the first print, not at start, so the idle server does not carry it (decision 024).
import type PDFDocument from 'pdfkit';

export type PdfDocumentClass = typeof PDFDocument;

let loading: Promise<PdfDocumentClass> | undefined;

/** pdfkit's document class, loaded on the first call (a failed load is tried again on the next call). */
export function loadPdfKit(): Promise<PdfDocumentClass> {
  loading ??= import('pdfkit').then(
    (module) => module.default,
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
