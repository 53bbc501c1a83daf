// The names of the provider API's shapes in its OpenAPI document (issue 38 point 12, decision 102):
// each resource names its own on its contract (`defineProviderResource`'s `schemas`); here are the
// shapes every resource shares (the external id, the bulk answers, a field error, the events' envelope
// and closed sets, the scopes), and the one registry the document is written with. The names live
// beside the generator and the contracts, not on the schemas (zod's global registry), so that no
// other document (the /api one) picks them up. An unnamed shape is written inline where it is used.
import {
  bulkResponseSchema,
  bulkResultSchema,
  bulkResultStatusSchema,
  eventActorKindSchema,
  eventTypeSchema,
  externalIdSchema,
  fieldErrorSchema,
  providerEventSchema,
  providerScopeSchema,
  type ProviderCall,
} from '@vp/contracts';
import { z } from 'zod';
import type { SchemaNames } from './openapi-schemas.ts';

/** The event envelope's name: the document makes it the union of the typed events. */
export const EVENT_SCHEMA_NAME = 'Event';

const SHARED: [z.ZodType, string][] = [
  [externalIdSchema, 'ExternalId'],
  [bulkResponseSchema, 'BulkResponse'],
  [bulkResultSchema, 'BulkResult'],
  [bulkResultStatusSchema, 'BulkResultStatus'],
  [fieldErrorSchema, 'FieldError'],
  [providerEventSchema, EVENT_SCHEMA_NAME],
  [eventTypeSchema, 'EventType'],
  [eventActorKindSchema, 'EventActorKind'],
  [providerScopeSchema, 'ProviderScope'],
];

/**
 * A fresh registry of the shared names, the names of the calls' resources and any `extra` (the typed
 * events, the problems). A name given to two shapes, or a shape given two names, stops the document's
 * build (its test fails) rather than going out with one of them silently lost.
 */
export function providerSchemaNames(
  calls: readonly Pick<ProviderCall, 'resource'>[],
  extra: [z.ZodType, string][] = [],
): SchemaNames {
  const fromResources = [...new Set(calls.map((c) => c.resource))].flatMap((resource) =>
    Object.entries(resource.schemas).map(([name, schema]) => [schema, name] as [z.ZodType, string]),
  );
  const names = z.registry<{ id: string }>();
  const byName = new Map<string, z.ZodType>();
  for (const [schema, id] of [...SHARED, ...fromResources, ...extra]) {
    const named = names.get(schema)?.id;
    if (named !== undefined && named !== id) throw new Error(`One shape named twice: ${named} and ${id}.`);
    const other = byName.get(id);
    if (other !== undefined && other !== schema) throw new Error(`Two shapes named ${id}.`);
    if (named === undefined) names.add(schema, { id });
    byName.set(id, schema);
  }
  return names;
}
