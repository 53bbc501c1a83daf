// Demo rows of the company profile screen: the ACH message, trades, ZIP codes, company notes and
// company documents (decision 026: documents of no work order) of both demo vendors. The demo vendor
// is paid by check; the second demo vendor (Bluebird) by ACH, so it sees the ACH message instead of the
// check block.
//
// One provider note carries hostile HTML written straight to the database, as the provider's systems
// would (our own API sanitizes what it stores): the web app's DOMPurify must keep it from running.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import type { BlobStore } from '../platform/blobs/blob-store.ts';
import { pdf } from './seed-work-order-details.ts';

type Tx = Kysely<Database>;
const DAY_MS = 86_400_000;

export const DEMO_ACH_MESSAGE =
  '<p>Your payments are sent by <strong>ACH</strong> direct deposit to the bank account on file, so no check address is needed.</p>' +
  '<p>To change your bank details, e-mail <a href="mailto:vendorpayments@acme-facilities.example">vendorpayments@acme-facilities.example</a>.</p>';

export const DEMO_HOSTILE_COMPANY_NOTE =
  '<p>Insurance certificate renewed for 2026.</p><img src=x onerror="alert(\'company-note\')"><script>alert("note")</script>';

type DemoVendor = { id: number; company: string; vendorNum: number; userName: string };

export async function seedCompanyProfile(
  tx: Tx,
  blobs: BlobStore | undefined,
  vendors: { demo: DemoVendor; other: DemoVendor },
): Promise<void> {
  await tx
    .insertInto('portal_settings')
    .values({ key: 'vendorAchMessage', value: DEMO_ACH_MESSAGE })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: DEMO_ACH_MESSAGE }))
    .execute();
  const { demo, other } = vendors;
  const now = Date.now();

  const trades: [DemoVendor, string[]][] = [
    [demo, ['HVAC', 'Plumbing', 'Refrigeration']],
    [other, ['HVAC']],
  ];
  for (const [vendor, codes] of trades) {
    await tx
      .insertInto('vendor_trades')
      .values(codes.map((trade_code) => ({ vendor_id: vendor.id, trade_code })))
      .execute();
  }
  const zips: [DemoVendor, string[]][] = [
    [demo, ['12203', '12207', '12180', '12302']],
    [other, ['07102', '07103']],
  ];
  for (const [vendor, codes] of zips) {
    await tx
      .insertInto('vendor_zips')
      .values(codes.map((zip_code) => ({ vendor_id: vendor.id, zip_code })))
      .execute();
  }

  const notes = [
    {
      vendor: demo,
      notes: '<p>Vendor onboarding complete. Welcome aboard!</p>',
      by: 'Provider Vendor Relations',
      days: 60,
    },
    { vendor: demo, notes: DEMO_HOSTILE_COMPANY_NOTE, by: 'Provider Compliance', days: 20 },
    {
      vendor: demo,
      notes: '<p>After-hours dispatch line: <strong>518-555-0199</strong>. Technicians carry badges.</p>',
      by: demo.userName,
      days: 5,
    },
    {
      vendor: other,
      notes: '<p>Bank details verified for ACH payments.</p>',
      by: 'Provider Accounts',
      days: 10,
    },
  ];
  await tx
    .insertInto('vendor_notes')
    .values([
      ...notes.map((n) => ({
        vendor_id: n.vendor.id,
        user_id: null,
        note_type: 'Other',
        notes: n.notes,
        input_by: n.by,
        created_at: new Date(now - n.days * DAY_MS),
      })),
      // an internal note of the provider's: never shown in the portal
      {
        vendor_id: demo.id,
        user_id: null,
        note_type: 'Internal',
        notes: '<p>Internal: rate review due in Q3.</p>',
        web_display: false,
        input_by: 'Provider Vendor Relations',
        created_at: new Date(now - 30 * DAY_MS),
      },
    ])
    .execute();

  // documents need their bytes stored first: without a blob store there are none
  if (!blobs) return;
  const photo = await readFile(join(import.meta.dirname, 'assets', 'rooftop-unit.jpg'));
  const pdfLines = (vendor: DemoVendor, title: string) => [
    title,
    `Vendor: ${vendor.company} (#${vendor.vendorNum})`,
    'Demo document: every company here is fictional.',
  ];
  const docs = [
    {
      vendor: demo,
      name: 'W-9 2026.pdf',
      type: 'General',
      status: 'approved',
      comment: 'Tax form for 2026',
      days: 90,
    },
    {
      vendor: demo,
      name: 'Certificate of Insurance.pdf',
      type: 'General',
      status: 'approved',
      comment: '',
      days: 45,
    },
    {
      vendor: demo,
      name: 'Service van.jpg',
      type: 'Photos',
      status: 'pending',
      comment: 'New van for the Albany crew',
      days: 3,
    },
    { vendor: other, name: 'W-9 2026.pdf', type: 'General', status: 'approved', comment: '', days: 30 },
  ] as const;
  for (const d of docs) {
    const isPhoto = d.name.endsWith('.jpg');
    const bytes = isPhoto ? photo : await pdf(pdfLines(d.vendor, d.name.replace(/\.pdf$/, '')));
    const extension = isPhoto ? 'jpg' : 'pdf';
    const contentType = isPhoto ? 'image/jpeg' : 'application/pdf';
    const key = `order-documents/vendor-${d.vendor.id}/${randomUUID()}.${extension}`;
    await blobs.put(key, bytes, contentType);
    await tx
      .insertInto('order_documents')
      .values({
        ord_num: null,
        vendor_id: d.vendor.id,
        type_code: d.type,
        file_name: d.name,
        file_extension: extension,
        content_type: contentType,
        size_bytes: bytes.length,
        blob_key: key,
        status: d.status,
        comment: d.comment,
        input_by: d.status === 'approved' ? 'Provider Compliance' : d.vendor.userName,
        created_at: new Date(now - d.days * DAY_MS),
      })
      .execute();
  }
}
