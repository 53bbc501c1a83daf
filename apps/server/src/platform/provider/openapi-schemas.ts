// JSON Schemas of an OpenAPI document from zod, with named components (issue 38 point 12, decision
// 102): a schema given a name in the registry is written once under components/schemas and referred
// to ($ref) wherever it appears, so that a generated client has one WorkOrder type, not one per call.
// JSON Schema 2020-12 is OpenAPI 3.1's own dialect, which zod writes directly.
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
export type SchemaNames = z.core.$ZodRegistry<{ id: string }>;

const DEFS = '#/$defs/';
const COMPONENTS = '#/components/schemas/';

/** Every `$ref` to zod's `$defs` pointed at the document's components instead. */
function pointedAtComponents(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pointedAtComponents);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === '$ref' && typeof v === 'string' && v.startsWith(DEFS)
        ? COMPONENTS + v.slice(DEFS.length)
        : pointedAtComponents(v),
    ]),
  );
}

/**
 * A request's defaults said in words, not as `default`: generators such as openapi-typescript make a
 * field with a `default` required (right for an answer, where the server fills it in), so a client
 * would have to send every field the server would have filled in itself.
 */
function defaultsInWords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(defaultsInWords);
  if (value === null || typeof value !== 'object') return value;
  const { default: fallback, ...rest } = value as Record<string, unknown>;
  const walked = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, defaultsInWords(v)]));
  if (fallback === undefined) return walked;
  const said = `Left out: ${JSON.stringify(fallback)}.`;
  const description = typeof walked.description === 'string' ? `${walked.description} ${said}` : said;
  return { ...walked, description };
}

/**
 * Converts schemas as one document's parts: `of` answers a schema's JSON Schema with named parts as
 * `$ref`s, and `components` holds each named part once. A name that comes out differently in two
 * uses (an input schema named like an output one) stops the build: a client would get one of them
 * wrong.
 */
export function schemaCollector(names: SchemaNames) {
  const components: Record<string, JsonSchema> = {};
  function of(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...rest
    } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      metadata: names,
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const asWritten = (json: unknown) =>
      pointedAtComponents(io === 'input' ? defaultsInWords(json) : json) as JsonSchema;
    for (const [name, def] of Object.entries($defs ?? {})) {
      const json = asWritten(def);
      const known = components[name];
      if (known && JSON.stringify(known) !== JSON.stringify(json))
        throw new Error(`The schema named ${name} differs between two uses (${io}); name them apart.`);
      components[name] = json;
    }
    return asWritten(rest);
  }
  return { of, components };
}
