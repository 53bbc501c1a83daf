// The shapes every provider resource shares (issue 17 points 2-3, decision 050): the company's own
// ids, the cursor lists with `updated_since`, and the bulk calls' per-item answers.
import { z } from 'zod';

export const EXTERNAL_ID_DOTS_REFUSED =
  'an external id cannot be . or .. (a URL would drop it as a path step)';

/**
 * The company's own id of a resource: what its systems already call it. Not `.` or `..` (issue 37):
 * every resource is read back at /provider/v1/<resource>/<externalId>, and URL normalisation (RFC 3986
 * section 5.2.4, WHATWG URL: fetch, browsers, most HTTP clients) removes such a step, even written %2E.
 */
export const externalIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:~-]{1,100}$/, 'an external id is 1 to 100 letters, digits or . _ : ~ -')
  .refine((id) => id !== '.' && id !== '..', EXTERNAL_ID_DOTS_REFUSED);
export const externalIdParamsSchema = z.object({ externalId: externalIdSchema });

export const PROVIDER_LIST_MAX_LIMIT = 1000;
export const providerListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PROVIDER_LIST_MAX_LIMIT).default(100),
  /** the nextCursor of the page before */
  cursor: z.string().min(1).max(200).optional(),
  /** only resources changed at or after this instant (ISO 8601 with an offset) */
  updated_since: z.iso.datetime({ offset: true }).optional(),
});
export type ProviderListQuery = z.infer<typeof providerListQuerySchema>;

/** A page of a list: repeat the call with `cursor=nextCursor` until it is null. */
export function providerPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** The most items one bulk call takes. */
export const BULK_MAX_ITEMS = 1000;
/** Items are checked one by one, so that one bad item fails alone. */
export const bulkItemsBodySchema = z.object({ items: z.array(z.unknown()).min(1).max(BULK_MAX_ITEMS) });

export const fieldErrorSchema = z.object({
  /** the field, dotted ('crewLines.0.nte'); '' for the item as a whole */
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const bulkResultSchema = z.object({
  index: z.number().int(),
  externalId: z.string().nullable(),
  status: z.enum(['created', 'updated', 'failed']),
  /** the resource's ETag after the write */
  etag: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export const bulkResponseSchema = z.object({
  results: z.array(bulkResultSchema),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;
export type BulkResult = z.infer<typeof bulkResultSchema>;
