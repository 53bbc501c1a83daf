// Reads a PDF's text back for tests, with pdfjs (the legacy build runs in Node): one string per page,
// the page's text items joined by spaces (line ends as newlines).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfPages(pdf: Buffer | Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push(text.replace(/ +/g, ' '));
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
