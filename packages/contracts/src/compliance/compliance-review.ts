// A compliance document as the company's reviewer reads it (issue 40 point 4, decision 112), in the
// staff console's review queue and the provider API's documents: its data (the taxpayer id only
// masked) and each requirement of the vendor it is checked against, with what it lacks ([]: it meets
// it), so that the reviewer decides with the shortfall in view.
import { z } from 'zod';
import { complianceDocument } from './compliance-calls.ts';

export const complianceReviewSchema = complianceDocument
  .omit({ status: true, rejectionReason: true, fileDocumentId: true, fileName: true, uploadedAt: true })
  .extend({
    checks: z.array(
      z.object({
        requirementId: z.number().int(),
        title: z.string(),
        shortfalls: z.array(z.string()),
      }),
    ),
  });
export type ComplianceReview = z.infer<typeof complianceReviewSchema>;
