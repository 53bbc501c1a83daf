// Orders and vendors for the announcement tests, made directly in the test's own database, and the
// round maker wired to the test server's mailer (the admin CLI calls the same service).
import type { TestServer } from './harness.ts';
import type { ReceivedMail } from './smtp-inbox.ts';
import { createAndSendRound } from '../src/features/announcement-rounds/announce-round.ts';

let counter = 0;

/** Orders at a new store; answers their PO numbers. */
export async function addOrders(server: TestServer, count: number): Promise<string[]> {
  const n = ++counter;
  const client = await server.db
    .insertInto('clients')
    .values({ code: `AN${n}`, name: `Announce Client ${n}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const location = await server.db
    .insertInto('locations')
    .values({
      client_id: client.id,
      store_number: `S${n}`,
      name: `Store <b>${n}</b>`,
      address1: '1 Main St',
      address2: '',
      city: 'Albany',
      state: 'NY',
      zip: '12207',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const poNums = Array.from({ length: count }, (_, i) => `AN${n}-${i + 1}`);
  await server.db
    .insertInto('orders')
    .values(
      poNums.map((poNum) => ({
        po_num: poNum,
        client_id: client.id,
        location_id: location.id,
        category: 'HVAC',
        order_type: 'Repair',
        priority: 'P2',
        client_po: '',
        status_code: 'OPEN',
        order_comment: '',
        additional_information: '',
        begin_service: new Date('2026-03-02T14:00:00Z'),
        service_end: new Date('2026-03-06T22:00:00Z'),
      })),
    )
    .execute();
  return poNums;
}

/** A vendor with its own contact addresses (';'-separated as in the profile). */
export async function addVendor(
  server: TestServer,
  contactEmail: string,
): Promise<{ vendorId: number; vendorNum: number }> {
  const max = await server.db
    .selectFrom('vendors')
    .select((eb) => eb.fn.max('vendor_num').as('max'))
    .executeTakeFirst();
  const vendorNum = Math.max(Number(max?.max ?? 0), 300000) + 1;
  const row = await server.db
    .insertInto('vendors')
    .values({ vendor_num: vendorNum, company: `Vendor ${vendorNum}`, contact_email: contactEmail })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { vendorId: row.id, vendorNum };
}

export const announce = (server: TestServer, poNums: string[], vendorNums: number[]) =>
  createAndSendRound({ db: server.db, config: server.config }, { poNums, vendorNums, createdBy: 'test' });

/** The link of a mail to `page` and its token: the text after '=' in the query, as the pages read it. */
export function mailedLink(mail: ReceivedMail, page: string): { url: URL; token: string } {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname === page);
  if (!found) throw new Error(`no ${page} link in: ${mail.text}`);
  const url = new URL(found);
  return { url, token: url.search.slice(url.search.indexOf('=') + 1) };
}
