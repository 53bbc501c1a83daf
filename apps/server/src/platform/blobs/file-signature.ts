// Whether a file's bytes are what its extension says, from their magic numbers (file-type) rather than
// from anything the browser claimed. Office files are zip containers (.docx, .xlsx) or OLE compound
// files (.doc); a zip-based Office file whose parts file-type cannot name still passes as a zip.
import { fileTypeFromBuffer } from 'file-type';

/** The detections each accepted extension allows. */
const ALLOWED: Record<string, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  doc: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
};

// local file header, or the end-of-central-directory record of an empty archive
const isZipContainer = (bytes: Uint8Array) =>
  bytes.length >= 4 &&
  bytes[0] === 0x50 &&
  bytes[1] === 0x4b &&
  ((bytes[2] === 0x03 && bytes[3] === 0x04) || (bytes[2] === 0x05 && bytes[3] === 0x06));

/** True when `bytes` are a file of kind `extension` (lower case, no dot); unknown extensions are false. */
export async function bytesMatchExtension(bytes: Uint8Array, extension: string): Promise<boolean> {
  // every zip-based format (docx, xlsx, jar, epub…) is a zip archive too
  if (extension === 'zip') return isZipContainer(bytes);
  const allowed = ALLOWED[extension];
  if (!allowed) return false;
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return false;
  if (detected.ext === 'zip' && !isZipContainer(bytes)) return false;
  return allowed.includes(detected.ext);
}
