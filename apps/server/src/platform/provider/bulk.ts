// Bulk writes (issue 17 point 3, decision 050): up to 1,000 items, each checked against its schema and
// written in its own transaction, one after another, so that good items land, each bad one is named
// with its field errors, and no item is ever half-written.
import type { BulkResponse, BulkResult, FieldError } from '@vp/contracts';
import type { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { isInvalidTextForDatabase } from '../db/invalid-text.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { etagOf } from './etag.ts';

export type BulkWrite<T> = (
  item: T,
) => Promise<{ externalId: string; status: 'created' | 'updated'; version: number }>;

export const fieldErrorsOf = (error: z.ZodError): FieldError[] =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

function externalIdOf(raw: unknown): string | null {
  const value =
    typeof raw === 'object' && raw !== null ? (raw as { externalId?: unknown }).externalId : undefined;
  return typeof value === 'string' ? value : null;
}

/**
 * Why the database or the service refused one item (unknown vendor, stale ETag, a clash with another
 * row, text it cannot store), or null for anything else, which is ours and stops the call.
 */
function itemRefusal(error: unknown): FieldError[] | null {
  const whole = (message: string) => [{ path: '', message }];
  if (error instanceof AppError && error.status < 500) return error.fieldErrors ?? whole(error.message);
  if (isUniqueViolation(error))
    return whole('The item clashes with another record (a value that must be unique).');
  if (isInvalidTextForDatabase(error))
    return whole('A value holds characters or a size that cannot be stored.');
  return null;
}

export async function runBulk<T>(
  items: unknown[],
  itemSchema: z.ZodType<T>,
  write: BulkWrite<T>,
): Promise<BulkResponse> {
  const results: BulkResult[] = [];
  for (const [index, raw] of items.entries()) {
    const parsed = itemSchema.safeParse(raw);
    if (!parsed.success) {
      results.push({
        index,
        externalId: externalIdOf(raw),
        status: 'failed',
        errors: fieldErrorsOf(parsed.error),
      });
      continue;
    }
    try {
      const done = await write(parsed.data);
      results.push({ index, externalId: done.externalId, status: done.status, etag: etagOf(done.version) });
    } catch (error) {
      const errors = itemRefusal(error);
      if (errors === null) throw error;
      results.push({ index, externalId: externalIdOf(raw), status: 'failed', errors });
    }
  }
  const count = (status: BulkResult['status']) => results.filter((r) => r.status === status).length;
  return { results, created: count('created'), updated: count('updated'), failed: count('failed') };
}
