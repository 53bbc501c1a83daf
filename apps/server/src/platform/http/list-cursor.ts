// The cursors of the one list shape (issue 17 point 2, decision 050; every surface: decision 108). A
// cursor is opaque text, so that a client cannot come to depend on what is inside, and a list refuses
// one it did not give (400 `invalid-cursor`, start again without it). Two kinds:
// - an id cursor: the list is ordered by the row id and the cursor is the last id of the page before,
//   so that pages stay stable while rows are added (the provider lists, the delivery log);
// - a position cursor: for a search sorted by a column the user chose, where no key is unique and
//   short, the cursor is the position of the next page's first row (the staff searches).
import { AppError } from './app-error.ts';

const ID = 'id:';
const AT = 'at:';

const invalidCursor = () =>
  new AppError('bad_request', 'The cursor is not one that this list gave; start again without it.', {
    reason: 'invalid-cursor',
  });

const encode = (prefix: string, n: number): string => Buffer.from(`${prefix}${n}`).toString('base64url');

function decode(prefix: string, cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString();
  const n = text.startsWith(prefix) ? Number(text.slice(prefix.length)) : NaN;
  if (!Number.isSafeInteger(n) || n < 0 || encode(prefix, n) !== cursor) throw invalidCursor();
  return n;
}

export const encodeCursor = (id: number): string => encode(ID, id);

/** The id after which the page starts; undefined for the first page. */
export function decodeCursor(cursor: string | undefined): number | undefined {
  return cursor === undefined ? undefined : decode(ID, cursor);
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

/** The position (0-based) of the page's first row; 0 for the first page. */
export function decodePositionCursor(cursor: string | undefined): number {
  return cursor === undefined ? 0 : decode(AT, cursor);
}

/** Cuts the `limit + 1` rows read from `position` into the page and the cursor of the next one. */
export function pageAtPosition<R>(
  rows: R[],
  limit: number,
  position: number,
): { items: R[]; nextCursor: string | null } {
  return {
    items: rows.slice(0, limit),
    nextCursor: rows.length > limit ? encode(AT, position + limit) : null,
  };
}
