// What the provider work-order services share (decision 051): the actor of their events, a PUT's
// result and a list's page.

/** The company's system, as the actor of the events its writes record. */
export const PROVIDER_ACTOR = { kind: 'provider', id: null } as const;

/** A PUT's outcome: whether it created the resource, and the resource as it now is. */
export type PutResult<T> = { created: boolean; resource: T };

/** A page of a cursor list: rows after `afterId`, changed since `updatedSince`, at most `limit`. */
export type ListPage = { afterId: number | undefined; updatedSince: Date | undefined; limit: number };

export const isoOrNull = (d: Date | null): string | null => (d === null ? null : d.toISOString());
