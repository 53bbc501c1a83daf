// The shapes every provider resource shares (issue 17 points 2-3, decision 050): the company's own
// ids, the cursor lists with `updated_since`, and the bulk calls' per-item answers.
import { z } from 'zod';
import { listPageQuery, listPageSchema } from '../platform/list-page.ts';

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
  ...listPageQuery(PROVIDER_LIST_MAX_LIMIT, 100),
  /** only resources changed at or after this instant (ISO 8601 with an offset) */
  updated_since: z.iso.datetime({ offset: true }).optional(),
});
export type ProviderListQuery = z.infer<typeof providerListQuerySchema>;

/** The rules every read of one resource follows, for its description in the OpenAPI document. */
export const PROVIDER_ONE_RULES =
  'Answers the resource with its ETag: send it as If-Match on a write, so that a change made since is ' +
  'refused (412) instead of overwritten. 404 when there is none. ';
/** The rules every list follows, for its description in the OpenAPI document. */
export const PROVIDER_LIST_RULES =
  'A page at a time: repeat the call with cursor=nextCursor until nextCursor is null. ';
/** What updated_since does, for the lists that take it. */
export const PROVIDER_SINCE_RULE = 'With updated_since, only those written since then.';

/** A page of a list: repeat the call with `cursor=nextCursor` until it is null (the one list shape). */
export const providerPageSchema = listPageSchema;

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

/** An error of the provider API: RFC 9457 problem details (decision 047). */
export const providerProblemSchema = z.object({
  /** the reason, as a name to branch on ('urn:vendor-portal:problem:unknown-vendor') */
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  /** what went wrong, for a person */
  detail: z.string(),
  /** the path called */
  instance: z.string(),
});
export type ProviderProblem = z.infer<typeof providerProblemSchema>;

/**
 * A 400: the problem with its field errors, as a bulk call gives them per item (issue 38 point 12);
 * path '' when the request as a whole is refused.
 */
export const providerValidationProblemSchema = providerProblemSchema.extend({
  errors: z.array(fieldErrorSchema).min(1),
});
export type ProviderValidationProblem = z.infer<typeof providerValidationProblemSchema>;

export const bulkResultStatusSchema = z.enum(['created', 'updated', 'failed']);

export const bulkResultSchema = z.object({
  index: z.number().int(),
  externalId: z.string().nullable(),
  status: bulkResultStatusSchema,
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
