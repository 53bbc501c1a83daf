// Demo rows of the work-order details screen for the demo vendor's orders: recurring-service summaries,
// IVR instructions and check-ins, extra crew visits, notes, and approved and pending documents whose
// small real files (PDFs made with pdfkit, a PNG and a JPEG photo) are stored in the blob store.
//
// PO0000001 deliberately carries hostile HTML in its scope of work, additional information, client
// instructions and a provider note, written straight to the database as the provider's systems would
// (our own API sanitizes what it stores): the web app's DOMPurify must keep it from running, and the
// e2e test proves it. PO0000002 has a pending Vendor Invoice, so a second one is refused there.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import PDFDocument from 'pdfkit';
import type { Database } from '../platform/db/schema.ts';
import type { BlobStore } from '../platform/blobs/blob-store.ts';
import { seededRandom } from './random.ts';

type Tx = Kysely<Database>;
const DAY_MS = 86_400_000;
const HOSTILE_PO = 'PO0000001';
const VENDOR_INVOICE_PO = 'PO0000002';
/** orders (by PO order) that get notes, extra visits and documents */
const DETAILED_ORDERS = 12;

const HOSTILE = {
  scope:
    '<p>Replace the condenser fan motor.</p><img src=x onerror="alert(\'scope\')"><script>alert("scope")</script>',
  additional:
    '<p>Badge required.</p><a href="javascript:alert(\'info\')">site map</a><svg onload=alert(1)></svg>',
  instructions:
    '<p>Call dispatch before leaving.</p><iframe src="javascript:alert(\'ivr\')"></iframe><img src=x onerror=alert(2)>',
  note: '<p>Roof hatch key at the front desk.</p><img src=x onerror=alert(3)><style>body{display:none}</style>',
};

const instructionTemplates = [
  '<p>Check in by IVR on arrival and on departure. Call <strong>1-800-555-0199</strong> and enter the PO number.</p>',
  '<p>Sign in with the store manager. Photos of the work area are required <em>before</em> and <em>after</em> the service.</p><ul><li>No work during opening hours without approval.</li><li>Upload the signed work order within 24 hours.</li></ul>',
  '<p>Rooftop access through the rear stockroom. Wear fall protection.</p>',
];
const tasks = [
  ['Filter change', 'HVAC'],
  ['Preventive maintenance', 'HVAC'],
  ['Grease trap cleaning', 'Plumbing'],
  ['Parking lot sweeping', 'Exterior'],
  ['Fire extinguisher inspection', 'Life Safety'],
] as const;
const ivrMethods = ['Phone', 'Mobile App', 'Mobile Guest'];
const noteTexts = [
  '<p>Technician on site, unit short-cycling. Ordered a new capacitor.</p>',
  '<p>Parts arrived. Returning tomorrow morning to finish.</p>',
  '<p>Work complete; store manager signed off.</p>',
];

/** The provider's note on an order, two days before its work (also the demo population's, seed-population.ts). */
export function dispatchNote(order: { ord_num: number; work_date: Date }, now: number) {
  return {
    ord_num: order.ord_num,
    vendor_id: null,
    note_type: 'Dispatch Notes',
    notes: '<p>Please confirm the visit time with the store before arrival.</p>',
    input_by: 'Provider Dispatch',
    // never later than now: a note from the future would sort above the one a user adds
    created_at: new Date(Math.min(now - 10 * 60_000, order.work_date.getTime() - 2 * DAY_MS)),
  };
}

export function pdf(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // a fixed creation date keeps the demo files the same on every machine
    const doc = new PDFDocument({ size: 'LETTER', info: { CreationDate: new Date(Date.UTC(2026, 0, 1)) } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(lines[0] ?? '');
    doc.moveDown().fontSize(11);
    for (const line of lines.slice(1)) doc.text(line);
    doc.end();
  });
}

type DemoFile = { bytes: Buffer; extension: string; contentType: string };

export async function seedWorkOrderDetails(
  tx: Tx,
  blobs: BlobStore | undefined,
  vendor: { id: number; company: string; vendorNum: number; userName: string },
): Promise<void> {
  const rnd = seededRandom(5005);
  const orders = await tx
    .selectFrom('crew_details as cd')
    .innerJoin('orders as o', 'o.ord_num', 'cd.ord_num')
    .select(['o.ord_num', 'o.po_num', 'cd.crew_id', 'cd.work_date', 'cd.nte', 'o.category'])
    .where('cd.vendor_id', '=', vendor.id)
    .orderBy('o.po_num')
    .execute();
  const now = Date.now();
  const year = new Date().getUTCFullYear();

  // IVR instructions for every order; recurring services for every third
  await tx
    .insertInto('client_instructions')
    .values(
      orders.map((o, i) => ({
        ord_num: o.ord_num,
        html: instructionTemplates[i % instructionTemplates.length]!,
      })),
    )
    .execute();
  const recur = orders.flatMap((o, i) => {
    if (i % 3 !== 0 && i >= DETAILED_ORDERS) return [];
    return Array.from({ length: rnd.int(1, 3) }, (_, r) => {
      const [task, category] = rnd.pick(tasks);
      const months = Object.fromEntries(
        ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dece'].map((m) => [
          m,
          rnd.chance(0.5) ? rnd.int(1, 4) : 0,
        ]),
      );
      const next = Object.fromEntries(Object.entries(months).map(([m, n]) => [m, rnd.chance(0.8) ? n : 0]));
      return [
        { ord_num: o.ord_num, recur_no: r + 1, task, category, year, ...months },
        { ord_num: o.ord_num, recur_no: r + 1, task, category, year: year + 1, ...next },
      ];
    }).flat();
  });
  for (let i = 0; i < recur.length; i += 500)
    await tx
      .insertInto('recur_summaries')
      .values(recur.slice(i, i + 500))
      .execute();

  // IVR check-ins for visits that have begun
  const hours = orders.flatMap((o) => {
    if (o.work_date.getTime() > now) return [];
    // a second day's check-in only once that day has come
    const days = o.work_date.getTime() + DAY_MS + 90 * 60_000 <= now ? rnd.int(1, 2) : 1;
    return Array.from({ length: days }, (_, k) => {
      const start = new Date(Math.min(now, o.work_date.getTime() + k * DAY_MS + rnd.int(0, 90) * 60_000));
      const quarterHours = rnd.int(2, 20);
      const end = new Date(start.getTime() + quarterHours * 15 * 60_000);
      const open = end.getTime() > now;
      return {
        ord_num: o.ord_num,
        vendor_id: vendor.id,
        start_at: start,
        end_at: open ? null : end,
        hours: open ? 0 : (quarterHours / 4).toFixed(2),
        techs: rnd.int(1, 3),
        input_by: 'IVR',
        input_at: open ? start : end,
        caller_id: `518555${String(rnd.int(1000, 9999))}`,
        method: rnd.pick(ivrMethods),
      };
    });
  });
  for (let i = 0; i < hours.length; i += 500)
    await tx
      .insertInto('order_hours')
      .values(hours.slice(i, i + 500))
      .execute();

  const detailed = orders.slice(0, DETAILED_ORDERS);
  // an earlier visit of the same crew on the first orders (three months back, outside the grid's
  // default month so the work-order list keeps one row per order there)
  await tx
    .insertInto('crew_details')
    .values(
      detailed.map((o) => ({
        ord_num: o.ord_num,
        crew_id: o.crew_id,
        vendor_id: vendor.id,
        status: 'Completed',
        nte: o.nte,
        work_date: new Date(o.work_date.getTime() - 90 * DAY_MS),
        visit_date: new Date(o.work_date.getTime() - 90 * DAY_MS + 2 * 3_600_000),
      })),
    )
    .execute();

  // notes: the provider's and the demo user's tech notes
  await tx
    .insertInto('order_notes')
    .values(
      detailed.flatMap((o) => [
        dispatchNote(o, now),
        ...noteTexts.slice(0, rnd.int(1, 3)).map((notes, k) => ({
          ord_num: o.ord_num,
          vendor_id: vendor.id,
          note_type: 'Tech Notes',
          notes,
          input_by: vendor.userName,
          created_at: new Date(Math.min(now - (3 - k) * 60_000, o.work_date.getTime() + k * 6 * 3_600_000)),
        })),
      ]),
    )
    .execute();

  const hostile = orders.find((o) => o.po_num === HOSTILE_PO);
  if (hostile) {
    await tx
      .updateTable('orders')
      .set({ order_comment: HOSTILE.scope, additional_information: HOSTILE.additional })
      .where('ord_num', '=', hostile.ord_num)
      .execute();
    await tx
      .updateTable('client_instructions')
      .set({ html: HOSTILE.instructions })
      .where('ord_num', '=', hostile.ord_num)
      .execute();
    await tx
      .insertInto('order_notes')
      .values({
        ord_num: hostile.ord_num,
        vendor_id: null,
        note_type: 'Dispatch Notes',
        notes: HOSTILE.note,
        input_by: 'Provider Dispatch',
        created_at: new Date(hostile.work_date.getTime() - DAY_MS),
      })
      .execute();
  }

  // documents need their bytes stored first: without a blob store there are none
  if (!blobs) return;
  const assets = join(import.meta.dirname, 'assets');
  const photoJpg: DemoFile = {
    bytes: await readFile(join(assets, 'rooftop-unit.jpg')),
    extension: 'jpg',
    contentType: 'image/jpeg',
  };
  const photoPng: DemoFile = {
    bytes: await readFile(join(assets, 'thermostat.png')),
    extension: 'png',
    contentType: 'image/png',
  };
  for (const o of detailed) {
    const signOff: DemoFile = {
      bytes: await pdf([
        `Client sign-off ${o.po_num}`,
        `Vendor: ${vendor.company} (#${vendor.vendorNum})`,
        "Work completed to the store manager's satisfaction.",
        'Signed: J. Rivera, store manager',
      ]),
      extension: 'pdf',
      contentType: 'application/pdf',
    };
    const invoice: DemoFile = {
      bytes: await pdf([
        `Invoice for ${o.po_num}`,
        `${vendor.company}`,
        `Labor and materials: $${o.nte}`,
        'Terms: net 30',
      ]),
      extension: 'pdf',
      contentType: 'application/pdf',
    };
    const docs: {
      file: DemoFile;
      name: string;
      type: string;
      status: 'approved' | 'pending';
      comment: string;
      daysAfter: number;
    }[] = [
      {
        file: signOff,
        name: `Signoff ${o.po_num}.pdf`,
        type: 'Client Signoff',
        status: 'approved',
        comment: 'Approved by dispatch',
        daysAfter: 1,
      },
      {
        file: photoJpg,
        name: 'rooftop-unit.jpg',
        type: 'Photos',
        status: 'approved',
        comment: 'Before photo',
        daysAfter: 0,
      },
      {
        file: photoPng,
        name: 'thermostat.png',
        type: 'Photos',
        status: 'pending',
        comment: '',
        daysAfter: 2,
      },
    ];
    if (o.po_num === VENDOR_INVOICE_PO) {
      docs.push({
        file: invoice,
        name: `Invoice ${o.po_num}.pdf`,
        type: 'Vendor Invoice',
        status: 'pending',
        comment: '',
        daysAfter: 3,
      });
    }
    for (const d of docs) {
      const key = `order-documents/${o.ord_num}/${randomUUID()}.${d.file.extension}`;
      await blobs.put(key, d.file.bytes, d.file.contentType);
      await tx
        .insertInto('order_documents')
        .values({
          ord_num: o.ord_num,
          vendor_id: vendor.id,
          type_code: d.type,
          file_name: d.name,
          file_extension: d.file.extension,
          content_type: d.file.contentType,
          size_bytes: d.file.bytes.length,
          blob_key: key,
          status: d.status,
          comment: d.comment,
          input_by:
            d.status === 'approved' && d.type === 'Client Signoff' ? 'Provider Dispatch' : vendor.userName,
          created_at: new Date(Math.min(now, o.work_date.getTime() + d.daysAfter * DAY_MS)),
        })
        .execute();
    }
  }
}
