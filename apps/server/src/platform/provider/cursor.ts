// Cursor lists (issue 17 point 2, decision 050): a list is ordered by the row id, and its cursor is the
// last id of the page before, as opaque text, so that pages stay stable while rows are added and a
// client cannot come to depend on what is inside.
import { AppError } from '../http/app-error.ts';

const PREFIX = 'id:';

export const encodeCursor = (id: number): string => Buffer.from(`${PREFIX}${id}`).toString('base64url');

/** The id after which the page starts; undefined for the first page. */
export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString();
  const id = text.startsWith(PREFIX) ? Number(text.slice(PREFIX.length)) : NaN;
  if (!Number.isSafeInteger(id) || id < 0 || encodeCursor(id) !== cursor) {
    throw new AppError('bad_request', 'The cursor is not one that this list gave; start again without it.', {
      reason: 'invalid-cursor',
    });
  }
  return id;
}

/** Cuts the `limit + 1` rows read into the page and the cursor of the next one. */
export function pageOf<R>(
  rows: R[],
  limit: number,
  idOf: (row: R) => number,
): { items: R[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(idOf(last)) : null };
}
