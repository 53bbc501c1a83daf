// The field-work fields of a crew line as the provider API shows them (issue 41, decision 114): what the
// work order's crew lines (provider/work-orders-calls.ts) and the reopen's answer carry. A file of its
// own, importing nothing of the provider's, so that the work orders' calls can take it without a cycle.
import { z } from 'zod';

/** The field-work fields of a crew line as the provider API shows them. */
export const providerCrewLineFieldWorkShape = {
  /** when the vendor must answer the dispatch by (ISO instant); null: dispatched before issue 41 */
  respondBy: z.string().nullable(),
  /** when the vendor accepted or declined */
  answeredAt: z.string().nullable(),
  /** why the vendor declined (reason from the list, and its words) */
  decline: z.object({ reason: z.string(), note: z.string() }).nullable(),
  /** the vendor's ETA: a day and a window of wall-clock times in the store's time zone */
  eta: z
    .object({ date: z.string(), from: z.string(), to: z.string(), timeZone: z.string().nullable() })
    .nullable(),
  /** why the work is on hold and when it is expected to go on */
  hold: z.object({ reason: z.string(), expectedDate: z.string(), note: z.string() }).nullable(),
  /** the vendor's completion: resolution notes and labour hours */
  completion: z
    .object({ resolutionNotes: z.string(), labourHours: z.string(), completedAt: z.string() })
    .nullable(),
};
