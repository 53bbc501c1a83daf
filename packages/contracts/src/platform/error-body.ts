import { z } from 'zod';

/**
 * Every 4xx/5xx answer of the API. `error` is the text a user reads; `code`, where present, is a stable
 * name to branch on, kebab-case (e.g. password-reset-required).
 */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  statusCode: z.number().int(),
  code: z.string().optional(),
  /** with code 'stale-version' (decision 100): the record as it now is, the newer values */
  current: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
