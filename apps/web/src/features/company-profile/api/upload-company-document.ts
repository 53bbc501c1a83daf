// The two-step upload of a company document (SPEC section 7): POST
// /api/get-document-pre-signed-url-by-vendor for a signed URL (with the optional Comment), then PUT of
// the bytes to it. The server verifies the bytes before the document is listed, as for work orders.
import {
  createCompanyUploadUrlCall,
  documentExtensionOf,
  type CreateCompanyUploadUrlRequest,
} from '@vp/contracts';
import type { DocumentUpload } from '../../../components/document-upload/index.ts';
import { call } from '../../../lib/call.ts';
import { putFile, type UploadProgress } from '../../../lib/put-file.ts';

export async function uploadCompanyDocument(
  { file, type, comment }: DocumentUpload,
  onProgress: (progress: UploadProgress) => void,
): Promise<void> {
  const request: CreateCompanyUploadUrlRequest = {
    FileName: file.name,
    Type: type,
    ContentType: file.type || null,
    FileExtension: documentExtensionOf(file.name),
    Comment: comment,
    FileSize: file.size,
  };
  const signed = await call(createCompanyUploadUrlCall, { body: request });
  await putFile(signed.url, file, { contentType: signed.contentType, onProgress });
}
