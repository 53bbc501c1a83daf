// Where a page of the document lists ends (issue 38 point 6, decision 103): the lists are oldest first
// by upload time, so a page's position is the last document's upload time, to the microsecond as
// PostgreSQL holds it, and its id (two uploads of one microsecond keep their id order). Written as
// text "<time>_<id>"; the staff queue sends it as it is, the provider API inside its opaque cursor.
import { AppError } from '../platform/http/app-error.ts';

export type DocumentPosition = { uploadedKey: string; id: number };

const POSITION = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)_(\d{1,10})$/;

export const formatDocumentPosition = (p: DocumentPosition) => `${p.uploadedKey}_${p.id}`;

/** The position a page's cursor names, or a 400 for text no list gave. */
export function parseDocumentPosition(text: string): DocumentPosition {
  const match = POSITION.exec(text);
  const id = match ? Number(match[2]) : NaN;
  if (!match || !Number.isSafeInteger(id) || Number.isNaN(Date.parse(match[1]!)))
    throw new AppError('bad_request', 'The cursor is not one that this list gave; start again without it.', {
      reason: 'invalid-cursor',
    });
  return { uploadedKey: match[1]!, id };
}
