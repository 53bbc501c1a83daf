import { z } from 'zod';

/** Every 4xx/5xx answer of the API. `error` is the text a user reads. */
export const errorBody = z.object({ error: z.string(), message: z.string(), statusCode: z.number().int() });
export type ErrorBody = z.infer<typeof errorBody>;
