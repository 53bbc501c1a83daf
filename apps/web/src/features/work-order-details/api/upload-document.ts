// The two-step upload (SPEC section 7): POST /api/get-document-pre-signed-url-vendor-portal for a
// signed URL, then PUT of the bytes to it with the content type it was signed for. The server stores
// and verifies the bytes before the document is listed under Pending approval.
import { createUploadUrlCall, documentExtensionOf, type CreateUploadUrlRequest } from '@vp/contracts';
import type { DocumentUpload } from '../../../components/document-upload/index.ts';
import { call } from '../../../lib/call.ts';
import { putFile, type UploadProgress } from '../../../lib/put-file.ts';

export async function uploadWorkOrderDocument(
  ordNum: number,
  { file, type }: DocumentUpload,
  onProgress: (progress: UploadProgress) => void,
): Promise<void> {
  const request: CreateUploadUrlRequest = {
    FileName: file.name,
    Type: type,
    ContentType: file.type || null,
    FileExtension: documentExtensionOf(file.name),
    OrdNum: ordNum,
    FileSize: file.size,
  };
  const signed = await call(createUploadUrlCall, { body: request });
  await putFile(signed.url, file, { contentType: signed.contentType, onProgress });
}
