// One list shape on every surface (issue 39 point 4, decision 108): a list is read a page at a time with
// `limit` and `cursor` in, `{ items, nextCursor }` out; a client repeats the call with
// `cursor=nextCursor` until it is null. The cursor is opaque text the list itself gave. A list may add
// fields beside the two (a search's `total`), never rename them.
import { z } from 'zod';

/** The longest cursor any list gives (a keyset of a time, a rank and an id, base64url). */
export const LIST_CURSOR_MAX_LENGTH = 200;

/** The cursor field of a list's query: the `nextCursor` of the page before; none for the first page. */
export const listCursorSchema = z.string().min(1).max(LIST_CURSOR_MAX_LENGTH).optional();

/** The query fields of a list: `limit` (1 to `max`, `fallback` when left out) and `cursor`. */
export function listPageQuery(max: number, fallback: number) {
  return {
    limit: z.coerce.number().int().min(1).max(max).default(fallback),
    cursor: listCursorSchema,
  };
}

/** A page of a list: its items, and the cursor of the next page (null on the last one). */
export function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** A page of a list, as the web and the tests read it. */
export type ListPage<T> = { items: T[]; nextCursor: string | null };
