// Files the browser saves: a file answered by a guarded API call (the PO print is a POST whose answer
// is the PDF itself; a supply partner's document is a GET) and a file behind a short-lived link the API handed out (the Excel export).
// The first goes through the API client's apiFetch (token, one renewal on a 401, the error-text rule).
import { apiFetch } from './api-client.ts';

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

/**
 * POSTs a guarded call whose successful answer is a file. Like the JSON client, a 401 trades the
 * refresh cookie once and retries; failures become ApiError with the SPEC section 8 text.
 */
export async function apiPostForFile(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<DownloadedFile> {
  const response = await apiFetch(path, { method: 'POST', body, accept: '*/*' });
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName };
}

/** GETs a guarded call whose successful answer is a file (same renewal and error rules as above). */
export async function apiGetForFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await apiFetch(path, { method: 'GET', accept: '*/*' });
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName };
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
