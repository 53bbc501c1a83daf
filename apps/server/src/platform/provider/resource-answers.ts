// What every provider resource's routes answer the same way (issue 17, decision 050), so that a
// resource's routes file says only which service call each route makes: a PUT by external id is 201
// when it created and 200 when it replaced, with the new ETag; a read of one carries its ETag; a list
// reads the window after the cursor's id (changed since `updated_since`, one row more than the page)
// and answers `{ items, nextCursor }`.
import type { FastifyReply } from 'fastify';
import { decodeCursor, pageOf } from '../http/list-cursor.ts';
import { etagOf } from './etag.ts';

type Versioned = { version: number };

/** A PUT's answer: 201 created or 200 replaced, with the resource's new ETag. */
export function answerPut<T extends Versioned>(reply: FastifyReply, created: boolean, resource: T): T {
  void reply.code(created ? 201 : 200).header('etag', etagOf(resource.version));
  return resource;
}

/** A read of one resource, with its ETag (which a later If-Match names). */
export function answerOne<T extends Versioned>(reply: FastifyReply, resource: T): T {
  void reply.header('etag', etagOf(resource.version));
  return resource;
}

/** What a list's repository reads: after the cursor's id, changed since, one row more than the page. */
export type ListWindow = { afterId: number | undefined; updatedSince: Date | undefined; limit: number };

export function listWindow(query: {
  limit: number;
  cursor?: string | undefined;
  updated_since?: string | undefined;
}): ListWindow {
  return {
    afterId: decodeCursor(query.cursor),
    updatedSince: query.updated_since === undefined ? undefined : new Date(query.updated_since),
    limit: query.limit + 1,
  };
}

/** The page of the rows read (`limit + 1`), each shown as the API shows it, and the next cursor. */
export function listAnswer<R extends { id: number }, T>(
  rows: R[],
  limit: number,
  show: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = pageOf(rows, limit, (row) => row.id);
  return { items: page.items.map(show), nextCursor: page.nextCursor };
}
