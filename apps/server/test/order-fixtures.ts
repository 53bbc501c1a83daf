// Orders, crew lines and section rows made directly in a test's own database.
import PDFDocument from 'pdfkit';
import type { Db } from '../src/platform/db/database.ts';

let counter = 0;

export type TestOrder = { ocdId: number; ordNum: number; crewId: number; poNum: string; clientCode: string };

/** An order with one crew line of the vendor. */
export async function addTestOrder(
  db: Db,
  vendorId: number,
  options: { comment?: string; additionalInformation?: string; crewId?: number } = {},
): Promise<TestOrder> {
  const n = `${process.pid}-${++counter}-${Date.now() % 100000}`;
  const client = await db
    .insertInto('clients')
    .values({ code: `WD${n}`, name: `Details Client ${n}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const location = await db
    .insertInto('locations')
    .values({
      client_id: client.id,
      store_number: `S-${n}`,
      name: `Store ${n}`,
      address1: '12 Main St',
      address2: 'Suite 4',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const poNum = `PO-WD-${n}`;
  const order = await db
    .insertInto('orders')
    .values({
      po_num: poNum,
      client_id: client.id,
      location_id: location.id,
      category: 'HVAC',
      order_type: 'Repair',
      priority: 'P2 - 24 Hours',
      client_po: `CPO-${n}`,
      status_code: 'IN PROGRESS',
      order_comment: options.comment ?? '<p>Replace the filter.</p>',
      additional_information: options.additionalInformation ?? '<p>Call ahead.</p>',
    })
    .returning('ord_num')
    .executeTakeFirstOrThrow();
  const crewId = options.crewId ?? 8000 + counter;
  const crew = await db
    .insertInto('crew_details')
    .values({
      ord_num: order.ord_num,
      crew_id: crewId,
      vendor_id: vendorId,
      status: 'Assigned',
      nte: '1234.50',
      work_date: new Date('2026-03-02T14:00:00Z'),
      visit_date: new Date('2026-03-03T15:30:00Z'),
      visit_comment: '<p>Two technicians</p>',
    })
    .returning('ocd_id')
    .executeTakeFirstOrThrow();
  return { ocdId: crew.ocd_id, ordNum: order.ord_num, crewId, poNum, clientCode: `WD${n}` };
}

/** A small real PDF. */
export function makePdf(text = 'Invoice 1001'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(14).text(text);
    doc.end();
  });
}
