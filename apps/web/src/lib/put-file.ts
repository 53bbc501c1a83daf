// Step 2 of a document upload: the file's bytes PUT to the signed URL the API handed out (SPEC section
// 7). XMLHttpRequest rather than fetch, because only it reports upload progress. The URL carries its
// own signature, so no bearer token goes with it (it may point at S3, outside our origin).
import { TRANSFER_CONNECTION_FAILED } from '@vp/contracts';
import { ApiError, errorTextOf } from './api-client.ts';

export type UploadProgress = { loaded: number; total: number };

export type PutFileOptions = {
  /** Exactly the content type the URL was signed for. */
  contentType: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

function bodyOf(xhr: XMLHttpRequest): unknown {
  try {
    return xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
  } catch {
    return xhr.responseText;
  }
}

/** Resolves once the store has answered 2xx; anything else rejects with an ApiError (SPEC section 8 text). */
export function putFile(url: string, file: Blob, options: PutFileOptions): Promise<void> {
  const { contentType, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    // Content-Length is the browser's to set; it always sends the file's size
    xhr.setRequestHeader('content-type', contentType);
    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size });
        resolve();
        return;
      }
      const body = bodyOf(xhr);
      reject(new ApiError(xhr.status, errorTextOf(body, xhr.statusText), body));
    };
    xhr.onerror = () => reject(new ApiError(0, TRANSFER_CONNECTION_FAILED, undefined));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(file);
  });
}
