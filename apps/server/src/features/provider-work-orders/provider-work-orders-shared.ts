// What the provider work-order services share (decision 051): the actor of their events, a PUT's
// result and a list's page, and the retry of an upsert that met its twin on another unique index.
import { AppError } from '../../platform/http/app-error.ts';

/** The company's system, as the actor of the events its writes record. */
export const PROVIDER_ACTOR = { kind: 'provider', id: null } as const;

/** A PUT's outcome: whether it created the resource, and the resource as it now is. */
export type PutResult<T> = { created: boolean; resource: T };

/** A page of a cursor list: rows after `afterId`, changed since `updatedSince`, at most `limit`. */
export type ListPage = { afterId: number | undefined; updatedSince: Date | undefined; limit: number };

export const isoOrNull = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/**
 * Runs an upsert on its external id once more when it failed as a clash on another unique value (the
 * AppError's `reason`). Two first upserts of one external id at the same moment can meet on that other
 * unique index (a PO number, a client code, a store number) before the external id's `on conflict`
 * sees the other's row: PostgreSQL handles only the conflict target's index speculatively. Once the
 * other has committed, the second try finds the row and updates it; a real clash with another
 * resource fails again and is answered.
 */
export async function retryOnceOnRace<T>(reason: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError && error.reason === reason) return write();
    throw error;
  }
}
