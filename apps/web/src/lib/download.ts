// Files the browser saves: a file answered by a guarded API call (the PO print is a POST whose answer
// is the PDF itself; a supply partner's document is a GET) and a file behind a short-lived link the API handed out (the Excel export).
// The first comes from a call made through lib/call.ts (callForResponse: token, one renewal on a 401,
// the error-text rule); here its file name is read and the file saved.

export type DownloadedFile = { blob: Blob; fileName: string };

/** The file name of a Content-Disposition header (filename* first, as RFC 6266 says), else null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

function clickLink(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a file already in memory to the browser to save. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  clickLink(url, fileName);
  // the browser has taken the file once the click has been handled
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Lets the browser fetch and save a file from a (signed, same-origin) link. */
export function saveFromUrl(url: string, fileName: string): void {
  clickLink(url, fileName);
}
