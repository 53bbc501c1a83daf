import { z } from 'zod';

/**
 * Every 4xx/5xx answer of the API. `error` is the text a user reads; `code`, where present, is a stable
 * name to branch on (e.g. PASSWORD_RESET_REQUIRED).
 */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  statusCode: z.number().int(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
