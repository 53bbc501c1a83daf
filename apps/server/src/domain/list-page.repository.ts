// The window of a provider API list (the house list shape, decision 108): rows by id after the cursor's
// id, changed at or after `updatedSince`, `limit` of them. Every list of the company's records pages the
// same way; here is that tail of their queries, once.
import { sql, type SelectQueryBuilder, type StringReference } from 'kysely';

export type ListPage = { afterId: number | undefined; updatedSince: Date | undefined; limit: number };

/** `query`'s rows in the page, by `columns.id`; `columns` name the listed table's id and update time. */
export function inListPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  columns: { id: StringReference<DB, TB>; updatedAt: StringReference<DB, TB> },
  page: ListPage,
): SelectQueryBuilder<DB, TB, O> {
  const id = sql.ref(columns.id);
  let paged = query.orderBy(id).limit(page.limit);
  if (page.afterId !== undefined) paged = paged.where(sql<boolean>`${id} > ${page.afterId}`);
  if (page.updatedSince !== undefined)
    paged = paged.where(sql<boolean>`${sql.ref(columns.updatedAt)} >= ${page.updatedSince}`);
  return paged;
}
