// The field-work fields of a crew line as the provider API shows them (issue 41, decision 114): what the
// work order's crew lines (provider/work-orders-calls.ts) and the reopen's answer carry. A file of its
// own, importing nothing of the provider's, so that the work orders' calls can take it without a cycle.
// The work orders' resource names the four shapes (CrewLineEta, ...), so a typed client gets them.
import { z } from 'zod';

/** the vendor's ETA: a day (YYYY-MM-DD) and a window of wall-clock times (HH:MM) in the store's zone */
export const providerCrewLineEtaSchema = z.object({
  date: z.string(),
  from: z.string(),
  to: z.string(),
  /** the store's IANA zone, else its client's; null when neither is known */
  timeZone: z.string().nullable(),
});
/** why the vendor declined: a reason from the portal's list and the vendor's words */
export const providerCrewLineDeclineSchema = z.object({ reason: z.string(), note: z.string() });
/** why the work is on hold (Parts on order, Awaiting approval, Access denied, Other) and until when */
export const providerCrewLineHoldSchema = z.object({
  reason: z.string(),
  expectedDate: z.string(),
  note: z.string(),
});
/** the vendor's completion: resolution notes, labour hours (decimal text) and when */
export const providerCrewLineCompletionSchema = z.object({
  resolutionNotes: z.string(),
  labourHours: z.string(),
  completedAt: z.string(),
});

/** The field-work fields of a crew line as the provider API shows them. */
export const providerCrewLineFieldWorkShape = {
  /** when the vendor must answer the dispatch by (ISO instant); null: dispatched before issue 41 */
  respondBy: z.string().nullable(),
  /** when the vendor accepted or declined */
  answeredAt: z.string().nullable(),
  decline: providerCrewLineDeclineSchema.nullable(),
  eta: providerCrewLineEtaSchema.nullable(),
  hold: providerCrewLineHoldSchema.nullable(),
  completion: providerCrewLineCompletionSchema.nullable(),
};
