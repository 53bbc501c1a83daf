// The company's side of the field work through the provider API (issue 41 points 1 and 2, decision
// 114): what a crew line of a work order shows of the vendor's answer, ETA, hold and completion (the
// fields providerCrewLineSchema takes from here), and the reopen of a completed crew line. The vendor's
// moves reach the company's systems as events (work-order.accepted, ...: events/event-types.ts).
import { z } from 'zod';
import { allow } from '../platform/access.ts';
import { defineProviderCall } from '../provider/provider-call.ts';
import { externalIdSchema } from '../provider/provider-shapes.ts';
import { providerWorkOrdersResource } from '../provider/work-orders-calls.ts';
import { reopenBody } from './field-work-calls.ts';
import { providerCrewLineFieldWorkShape } from './provider-crew-line-fields.ts';

export const providerCrewLineStateSchema = z.object({
  workOrder: z.string(),
  crewLine: z.string(),
  status: z.string(),
  ...providerCrewLineFieldWorkShape,
});
export type ProviderCrewLineState = z.infer<typeof providerCrewLineStateSchema>;

export const providerReopenParams = z.object({
  externalId: externalIdSchema,
  crewLineExternalId: externalIdSchema,
});

export const reopenCrewLineCall = defineProviderCall({
  id: 'reopenCrewLine',
  method: 'POST',
  path: '/provider/v1/work-orders/:externalId/crew-lines/:crewLineExternalId/reopen',
  resource: providerWorkOrdersResource,
  params: providerReopenParams,
  body: reopenBody,
  response: providerCrewLineStateSchema,
  access: allow.provider('work-orders:write'),
  summary: 'Reopens a completed crew line: it goes back to In Progress.',
  description:
    'Only a Completed crew line can be reopened: any other status is 409 with the reason. Unknown work ' +
    'order or crew line: 404. Event: work-order.reopened. Repeating it with the same Idempotency-Key ' +
    'answers the first answer again.',
});
