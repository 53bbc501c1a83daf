// Demo rows of compliance (issue 40 points 4 and 5): what the company asks of its vendors, so that the
// demo vendor's Compliance page shows real states from the first start. General liability of at least
// $1,000,000 per occurrence and $2,000,000 aggregate with the company as additional insured for the
// first client's HVAC work; workers' compensation and a W-9 from every vendor; a New York plumbing
// licence. The demo vendor holds an approved workers' compensation certificate that ends within 60
// days (Expiring soon); the rest is Missing. The stored states are written as a refresh would, but
// without its events: a fresh demo has no change to announce.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { COMPLIANCE_DOCUMENT_TYPES } from '@vp/contracts';
import type { Database } from '../platform/db/schema.ts';
import type { BlobStore } from '../platform/blobs/blob-store.ts';
import { listRequirementFacts } from '../domain/compliance/compliance-facts.repository.ts';
import { complianceToday, computeStates } from '../domain/compliance/refresh-compliance.ts';
import { replaceStates } from '../domain/compliance/compliance-states.repository.ts';
import { addDays } from '../domain/compliance/evaluate-requirement.ts';
import { pdf } from './seed-work-order-details.ts';

type Tx = Kysely<Database>;

/** the trade and state of the demo's general liability and licence requirements */
export const DEMO_LIABILITY_TRADE = 'HVAC';
export const DEMO_LICENCE = { state: 'NY', trade: 'Plumbing' } as const;
/** days until the demo vendor's workers' compensation certificate ends */
export const DEMO_CERTIFICATE_ENDS_IN_DAYS = 40;

export async function seedCompliance(
  tx: Tx,
  blobs: BlobStore | undefined,
  vendors: { demo: { id: number; userId: number; company: string }; all: readonly number[] },
): Promise<void> {
  const client = await tx.selectFrom('clients').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  await tx
    .insertInto('compliance_requirements')
    .values([
      {
        kind: 'insurance',
        client_id: client.id,
        trade_code: DEMO_LIABILITY_TRADE,
        coverage: 'general-liability',
        min_each_occurrence: '1000000',
        min_aggregate: '2000000',
        additional_insured: true,
      },
      { kind: 'insurance', coverage: 'workers-compensation' },
      { kind: 'w9' },
      { kind: 'licence', state: DEMO_LICENCE.state, trade_code: DEMO_LICENCE.trade },
    ])
    .execute();

  const today = complianceToday();
  // the certificate's file is a company document: without a blob store there is none
  if (blobs) {
    const name = "Workers' compensation certificate.pdf";
    const bytes = await pdf([
      "Certificate of liability insurance: workers' compensation",
      `Insured: ${vendors.demo.company}`,
      'Demo document: every company here is fictional.',
    ]);
    const key = `order-documents/vendor-${vendors.demo.id}/${randomUUID()}.pdf`;
    await blobs.put(key, bytes, 'application/pdf');
    const uploaded = new Date(Date.now() - 330 * 86_400_000);
    const file = await tx
      .insertInto('order_documents')
      .values({
        ord_num: null,
        vendor_id: vendors.demo.id,
        type_code: COMPLIANCE_DOCUMENT_TYPES.insurance,
        file_name: name,
        file_extension: 'pdf',
        content_type: 'application/pdf',
        size_bytes: bytes.length,
        blob_key: key,
        status: 'approved',
        input_by: 'Sam Ortega',
        created_at: uploaded,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('compliance_documents')
      .values({
        vendor_id: vendors.demo.id,
        kind: 'insurance',
        upload_id: randomUUID(),
        document_id: file.id,
        coverage: 'workers-compensation',
        insurer: 'Empire State Mutual',
        naic: '12345',
        policy_number: 'WC-2025-0415',
        each_occurrence: '1000000',
        additional_insured: false,
        waiver_of_subrogation: false,
        effective_on: addDays(today, DEMO_CERTIFICATE_ENDS_IN_DAYS - 365),
        expires_on: addDays(today, DEMO_CERTIFICATE_ENDS_IN_DAYS),
        created_by: vendors.demo.userId,
        created_at: uploaded,
      })
      .execute();
  }

  const requirements = await listRequirementFacts(tx);
  await replaceStates(tx, vendors.all, await computeStates(tx, requirements, vendors.all, today));
}
