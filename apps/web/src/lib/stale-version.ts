// A save over a newer version (decision 100): the server refuses it with 409, code 'stale-version', and
// the record as it now is. The forms show the refusal beside their fields, not in a toast, with an
// action that puts those newer values in the form.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { STALE_VERSION_CODE } from '@vp/contracts';
import { ApiError } from './api-client.ts';

export type Schema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

/** Whether a failed save was refused for a newer version. */
export function isStaleVersion(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.body as { code?: unknown } | null)?.code === STALE_VERSION_CODE
  );
}

/** The newer record the refusal carries, read with its schema; null when it is not one or holds none. */
export function newerRecordOf<T>(error: unknown, schema: Schema<T>): T | null {
  if (!isStaleVersion(error)) return null;
  const parsed = schema.safeParse((error.body as { current?: unknown }).current);
  return parsed.success ? parsed.data : null;
}

/**
 * "Load the latest version": the newer record the refusal carries becomes the one the query holds (the
 * form starts again from it); read again when the refusal held none.
 */
export async function loadNewerRecord<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  error: unknown,
  schema: Schema<T>,
): Promise<void> {
  const newer = newerRecordOf(error, schema);
  if (newer) queryClient.setQueryData(queryKey, newer);
  else await queryClient.invalidateQueries({ queryKey });
}
