// Files the browser saves: a file answered by a guarded API call (the PO print is a POST whose answer
// is the PDF itself) and a file behind a short-lived link the API handed out (the Excel export).
// The JSON client (api-client.ts) reads JSON only, so file answers come through here.
import { FALLBACK_ERROR_TEXT } from '@vp/contracts';
import { ApiError, errorTextOf } from './api-client.ts';
import { apiUrl } from './api-url.ts';
import { clearSession, getIdToken, renewRejectedToken } from './session.ts';

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

async function post(path: string, body: unknown, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(apiUrl(path), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new ApiError(0, FALLBACK_ERROR_TEXT, undefined, { cause: error });
  }
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
  const token = getIdToken();
  let response = await post(path, body, token);
  if (response.status === 401 && token && (await renewRejectedToken(token)))
    response = await post(path, body, getIdToken());
  if (!response.ok) {
    if (response.status === 401 && getIdToken() !== null) clearSession();
    const text = await response.text().catch(() => '');
    let value: unknown = text;
    try {
      value = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError(response.status, errorTextOf(value, response.statusText), value);
  }
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
