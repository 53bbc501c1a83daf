// A photo's two-step upload (decision 115): a link for the crew line with the device's times (the
// file's lastModified, a camera capture's time, and the clock now, so the server knows the skew), then
// the bytes PUT to it; the local store answers once the thumbnail and evidence are stored.
import { createPhotoUploadCall, type PhotoKind } from '@vp/contracts';
import { call } from '../../lib/call.ts';
import { putFile, type UploadProgress } from '../../lib/put-file.ts';

export async function uploadPhoto(
  ocdId: number,
  kind: PhotoKind,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<void> {
  const signed = await call(createPhotoUploadCall, {
    body: {
      ocdId,
      kind,
      fileName: file.name || 'photo.jpg',
      fileSize: file.size,
      ...(file.lastModified ? { deviceCapturedAt: new Date(file.lastModified).toISOString() } : {}),
      deviceSentAt: new Date().toISOString(),
    },
  });
  await putFile(signed.url, file, { contentType: signed.contentType, ...(onProgress ? { onProgress } : {}) });
}
