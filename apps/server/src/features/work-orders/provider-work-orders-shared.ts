// What the provider work-order services share (decision 051): the actor of their events and a PUT's
// result (a list's page is the provider API's ListWindow, resource-answers.ts).

/** The company's system, as the actor of the events its writes record. */
export const PROVIDER_ACTOR = { kind: 'provider', id: null } as const;

/** A PUT's outcome: whether it created the resource, and the resource as it now is. */
export type PutResult<T> = { created: boolean; resource: T };

export const isoOrNull = (d: Date | null): string | null => (d === null ? null : d.toISOString());
