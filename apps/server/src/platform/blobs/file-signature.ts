// Whether a file's bytes are what its extension says, from their magic numbers (file-type) rather than
// from anything the browser claimed. Office files are zip containers (.docx, .xlsx) or OLE compound
// files (.doc); a zip-based Office file whose parts file-type cannot name still passes as a zip.
// Only the head of a file is read: the magic numbers, and the first zip entries that tell an Office
// file from another zip, sit in its first kilobytes, so a 25 MB upload costs 64 KB of memory here.
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** How much of a file the check reads (file-type itself looks at the first 4100 bytes of most kinds). */
export const SIGNATURE_HEAD_BYTES = 64 * 1024;

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

/** The first `bytes` bytes of `body` (fewer if it is shorter); the rest is never read. */
export async function readHead(body: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= bytes) break;
    }
  } finally {
    // breaking out of the loop destroys the stream; an error or a short file ends it too
    body.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** bytesMatchExtension on the head of a stored file's stream, which it closes. */
export async function headMatchesExtension(body: Readable, extension: string): Promise<boolean> {
  return bytesMatchExtension(await readHead(body, SIGNATURE_HEAD_BYTES), extension);
}
