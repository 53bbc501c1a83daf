// A realistic many-vendor population for load tests (issue 19 point 6, decision 069): N vendors whose
// order counts follow a long tail (log-normal around a median of ~450, a few at 100,000), each with
// users who can really sign in, invoices with QuickPay choices, company and work-order documents whose
// files are in the blob store, and notes. Deterministic by a seed; each vendor is one transaction, and
// a vendor already there is skipped, so a second run changes nothing and an interrupted one resumes.
//
// Every user's password is POPULATION_PASSWORD and every user shares one salt derived from the seed: the
// verifier still differs per user (the e-mail enters x = H(salt, H(email ':' stretched))), but the slow
// PBKDF2 (600,000 iterations, ~0.3 s) runs once for the whole population instead of once per user, on
// the seeder's side and on the load script's. Benchmark data only: real accounts never share a salt.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { addDays, fedexFeeCents, quickPayAmountCents, quickPayToday } from '@vp/contracts';
import type { Db } from '../platform/db/database.ts';
import type { Database } from '../platform/db/schema.ts';
import type { BlobStore } from '../platform/blobs/blob-store.ts';
import { stretchPassword } from '../platform/identity/password-verifier.ts';
import { ELEMENT_BYTES, H, fromBytes, g, modPow, toBytes } from '../platform/identity/srp-group.ts';
import { decimalOf as decimal } from '../features/invoices-quick-pay/money.ts';
import { EVERYTHING_BUT_USERS, grantRolesToMany, grantUserAdmin } from '../features/vendors/grant-role.ts';
import { placesCatalog, streets } from './catalog.ts';
import { ensureReference, generateOrders } from './generate-orders.ts';
import { seededRandom, type Random } from './random.ts';
import { manualQuickPayColumns, type QuickPaySetting } from './seed-invoices.ts';
import { dispatchNote, pdf } from './seed-work-order-details.ts';

type Tx = Kysely<Database>;

export const POPULATION_PASSWORD = 'Population-Load-2026';
/** The population's vendors are numbered from here: vendor i (0-based) is FIRST + i. */
export const POPULATION_FIRST_VENDOR_NUM = 300_001;
/** the vendors with the largest order count: 3 in 1,000 (at least one) */
const LARGEST_SHARE = 0.003;
/** the long tail's spread (log-normal sigma): a quarter of the vendors under ~250 orders, a tenth over ~1,400 */
const SIGMA = 0.9;
const DAY_MS = 86_400_000;

export type PopulationOptions = {
  vendors: number;
  seed: number;
  /** the median vendor's order count (450 by default) */
  median: number;
  /** the largest vendors' order count (100,000 by default) */
  largest: number;
};

export type PopulationVendor = { vendorNum: number; orders: number; users: number };

const emailOf = (vendorNum: number, k: number) => `user${k + 1}.v${vendorNum}@population.example`;

/** A standard normal draw (Box-Muller) from the seeded generator. */
function normal(rnd: Random): number {
  const u = 1 - rnd.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd.next());
}

/**
 * Each vendor's order count and user count, from the seed alone. The largest few are spread through the
 * numbering (not all first); every other vendor's count is drawn log-normal around the median and kept
 * between 5 and a fifth of the largest, so the tail's top is those few.
 */
export function populationPlan(options: PopulationOptions): PopulationVendor[] {
  const rnd = seededRandom(options.seed);
  const largestCount = Math.max(1, Math.round(options.vendors * LARGEST_SHARE));
  const largest = new Set<number>();
  while (largest.size < largestCount) largest.add(rnd.int(0, options.vendors - 1));
  return Array.from({ length: options.vendors }, (_, i) => {
    const drawn = Math.round(options.median * Math.exp(SIGMA * normal(rnd)));
    const orders = largest.has(i)
      ? options.largest
      : Math.min(Math.max(drawn, 5), Math.floor(options.largest / 5));
    // bigger companies have more people in the portal: 1 to 3 users, plus one per order-of-magnitude past 1,000
    const users = rnd.int(1, 3) + Math.max(0, Math.floor(Math.log10(orders)) - 2);
    return { vendorNum: POPULATION_FIRST_VENDOR_NUM + i, orders, users };
  });
}

/** The salt every population user shares (hex, 32 bytes like the web app's), from the seed. */
export function populationSalt(seed: number): string {
  return createHash('sha256').update(`population-salt:${seed}`).digest('hex');
}

/** x = H(s, H(I ':' p)) as `secure-remote-password` derives it, and v = g^x mod N, padded as it pads. */
export function verifierFromStretched(salt: string, email: string, stretched: string): string {
  const x = fromBytes(H(Buffer.from(salt, 'hex'), H(`${email.toLowerCase()}:${stretched}`)));
  return toBytes(modPow(g, x), ELEMENT_BYTES).toString('hex');
}

type Files = { pdfs: Buffer[]; jpg: Buffer; png: Buffer };

async function loadFiles(): Promise<Files> {
  const assets = join(import.meta.dirname, 'assets');
  // a few generated PDFs, reused: each document still gets a file of its own in the blob store
  const pdfs = await Promise.all(
    ['Certificate of Insurance', 'W-9', 'Client sign-off', 'Invoice'].map((title) =>
      pdf([title, 'Population vendor (load test data: every company here is fictional).']),
    ),
  );
  return {
    pdfs,
    jpg: await readFile(join(assets, 'rooftop-unit.jpg')),
    png: await readFile(join(assets, 'thermostat.png')),
  };
}

export type PopulationSummary = {
  vendors: number;
  /** vendors made by this run (0 when the population was already there) */
  made: number;
  orders: number;
  users: number;
  password: string;
  /** the population's users' e-mails are user<k>.v<vendorNum>@population.example */
  firstVendorNum: number;
  largest: PopulationVendor[];
  median: number;
};

export async function seedPopulation(
  db: Db,
  blobs: BlobStore,
  options: PopulationOptions,
  progress: (line: string) => void = () => undefined,
): Promise<PopulationSummary> {
  const plan = populationPlan(options);
  const existing = new Set(
    (
      await db
        .selectFrom('vendors')
        .select('vendor_num')
        .where('vendor_num', '>=', POPULATION_FIRST_VENDOR_NUM)
        .where('vendor_num', '<', POPULATION_FIRST_VENDOR_NUM + options.vendors)
        .execute()
    ).map((v) => v.vendor_num),
  );
  const todo = plan.filter((v) => !existing.has(v.vendorNum));
  if (todo.length > 0) {
    const salt = populationSalt(options.seed);
    const stretched = await stretchPassword(POPULATION_PASSWORD, salt);
    const files = await loadFiles();
    const ref = await db.transaction().execute((tx) => ensureReference(tx, seededRandom(options.seed)));
    const manual = await db
      .selectFrom('quick_pay_settings')
      .select(['id', 'percentage', 'days', 'mailing_fee as mailingFee'])
      .where('kind', '=', 'manual')
      .where('active', '=', true)
      .where('days', '>', 1)
      .execute();
    const automatic = await db
      .selectFrom('quick_pay_settings')
      .select('id')
      .where('kind', '=', 'automatic')
      .execute();
    let done = 0;
    let ordersDone = 0;
    const started = Date.now();
    for (const vendor of todo) {
      const rnd = seededRandom(options.seed * 100_003 + vendor.vendorNum);
      await db.transaction().execute(async (tx) => {
        const vendorId = await insertVendor(tx, rnd, vendor);
        const userIds = await insertUsers(tx, vendorId, vendor, salt, stretched);
        await grantUserAdmin(tx, vendorId, userIds[0]!);
        await grantRolesToMany(tx, vendorId, userIds.slice(1), EVERYTHING_BUT_USERS);
        await generateOrders(tx, rnd, ref, {
          vendorId,
          count: vendor.orders,
          daysBack: 365,
          daysAhead: 60,
          poPrefix: `P${vendor.vendorNum}-`,
        });
        await insertInvoices(tx, rnd, vendorId, vendor, manual);
        await insertQuickPayChoice(
          tx,
          rnd,
          vendorId,
          userIds[0]!,
          automatic.map((a) => a.id),
        );
        await insertDocumentsAndNotes(tx, blobs, rnd, files, vendorId, vendor);
      });
      done++;
      ordersDone += vendor.orders;
      if (done % 50 === 0 || vendor.orders >= 10_000)
        progress(
          `  ${done}/${todo.length} vendors, ${ordersDone} orders (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
    }
    // fresh statistics, so that the first load's plans know the tables' sizes
    await sql`analyze`.execute(db);
  }
  const sorted = plan.map((v) => v.orders).sort((a, b) => a - b);
  return {
    vendors: plan.length,
    made: todo.length,
    orders: plan.reduce((t, v) => t + v.orders, 0),
    users: plan.reduce((t, v) => t + v.users, 0),
    password: POPULATION_PASSWORD,
    firstVendorNum: POPULATION_FIRST_VENDOR_NUM,
    largest: plan.filter((v) => v.orders === options.largest),
    median: sorted[Math.floor(sorted.length / 2)]!,
  };
}

export function populationEmails(vendor: PopulationVendor): string[] {
  return Array.from({ length: vendor.users }, (_, k) => emailOf(vendor.vendorNum, k));
}

async function insertVendor(tx: Tx, rnd: Random, vendor: PopulationVendor): Promise<number> {
  const place = rnd.pick(placesCatalog);
  const company = `${rnd.pick(['Apex', 'Harbor', 'Keystone', 'Liberty', 'Pioneer', 'Summit', 'Tri-State', 'Valley'])} ${rnd.pick(['Mechanical', 'Facility Services', 'HVAC', 'Plumbing & Heating', 'Electric', 'Maintenance'])} #${vendor.vendorNum}`;
  const row = await tx
    .insertInto('vendors')
    .values({
      vendor_num: vendor.vendorNum,
      company,
      address: `${rnd.int(10, 9999)} ${rnd.pick(streets)}`,
      city: place.city,
      state: place.state,
      zip: place.zip,
      contact_email: `office.v${vendor.vendorNum}@population.example`,
      contact_person: 'Office Manager',
      phone: `555${String(rnd.int(1_000_000, 9_999_999))}`,
      remit_type: rnd.chance(0.6) ? 'ACH' : 'CHECK',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertUsers(
  tx: Tx,
  vendorId: number,
  vendor: PopulationVendor,
  salt: string,
  stretched: string,
): Promise<number[]> {
  const rows = populationEmails(vendor).map((email, k) => ({
    vendor_id: vendorId,
    email,
    first_name: ['Alex', 'Jordan', 'Casey', 'Riley', 'Morgan', 'Taylor'][k % 6]!,
    last_name: `V${vendor.vendorNum}`,
    srp_salt: salt,
    srp_verifier: verifierFromStretched(salt, email, stretched),
  }));
  const inserted = await tx.insertInto('users').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}

type Setting = QuickPaySetting;

/** About one invoice per three orders (3 to 400), received over the last year, as seed-invoices.ts draws them. */
async function insertInvoices(
  tx: Tx,
  rnd: Random,
  vendorId: number,
  vendor: PopulationVendor,
  settings: Setting[],
): Promise<void> {
  const count = Math.min(400, Math.max(3, Math.round(vendor.orders / 3)));
  const now = new Date();
  const orders = (
    await tx
      .selectFrom('crew_details')
      .select('ord_num')
      .where('vendor_id', '=', vendorId)
      .where('work_date', '<', now)
      .orderBy('ord_num', 'desc')
      .limit(count * 3)
      .execute()
  ).map((r) => r.ord_num);
  if (orders.length === 0) return;
  const today = quickPayToday(now);
  const received = Array.from({ length: count }, (_, i) =>
    i < 2 ? today : addDays(today, -rnd.int(0, 365)),
  ).sort();
  let next = 0;
  const drafts = received.map((receivedDate, i) => {
    const age = Math.round((Date.parse(today) - Date.parse(receivedDate)) / DAY_MS);
    const dueDate = addDays(receivedDate, rnd.pick([30, 45, 60, 75]));
    const drawn =
      age > 75
        ? rnd.chance(0.06)
          ? 'VOID'
          : 'PAID'
        : age > 40
          ? rnd.pick(['PAID', 'APPROVED', 'ON_HOLD'])
          : rnd.pick(['RECEIVED', 'IN_REVIEW', 'APPROVED', 'APPROVED', 'ON_HOLD']);
    const lines = Array.from({ length: rnd.int(1, 3) }, () => {
      const bill = rnd.int(150_00, 4_500_00);
      return { ordNum: orders[next++ % orders.length]!, bill, pay: bill };
    });
    const netCents = lines.reduce((t, l) => t + l.pay, 0);
    const setting = rnd.chance(0.25) && settings.length > 0 ? rnd.pick(settings) : null;
    const qpPayDate = setting ? addDays(receivedDate, setting.days) : null;
    const withQuickPay = setting !== null && qpPayDate! <= dueDate && drawn !== 'VOID';
    const expected = withQuickPay ? qpPayDate! : dueDate;
    const status = drawn === 'PAID' && expected > today ? 'APPROVED' : drawn;
    const paid = status === 'PAID';
    const qpCents = withQuickPay ? quickPayAmountCents(netCents, Number(setting.percentage)) : null;
    return {
      lines,
      row: {
        vendor_id: vendorId,
        invoice_num: `P${vendor.vendorNum}-${String(i + 1).padStart(4, '0')}`,
        status_code: status,
        check_no: paid ? String(500_000 + i) : null,
        received_date: receivedDate,
        due_date: dueDate,
        invoice_amt: decimal(netCents),
        net_pay: decimal(netCents),
        pay_amt: paid ? decimal(qpCents === null ? netCents : qpCents - fedexFeeCents(setting!.days)) : null,
        release_date: paid ? expected : null,
        ...(withQuickPay ? manualQuickPayColumns(setting, qpCents!, qpPayDate!, receivedDate) : {}),
      },
    };
  });
  const inserted = await tx
    .insertInto('invoices')
    .values(drafts.map((d) => d.row))
    .returning('inv_seq')
    .execute();
  await tx
    .insertInto('invoice_lines')
    .values(
      drafts.flatMap((d, i) =>
        d.lines.map((l) => ({
          inv_seq: inserted[i]!.inv_seq,
          ord_num: l.ordNum,
          bill_amt: decimal(l.bill),
          pay_amt: decimal(l.pay),
        })),
      ),
    )
    .execute();
}

/** A tenth of the vendors take automatic QuickPay; a few are excluded from it by the provider. */
async function insertQuickPayChoice(
  tx: Tx,
  rnd: Random,
  vendorId: number,
  userId: number,
  automaticIds: number[],
): Promise<void> {
  const optedIn = automaticIds.length > 0 && rnd.chance(0.1) ? rnd.pick(automaticIds) : null;
  await tx
    .insertInto('vendor_quick_pay')
    .values({ vendor_id: vendorId, setting_id: optedIn, qp_exclude: rnd.chance(0.03) })
    .execute();
  if (optedIn !== null)
    await tx
      .insertInto('vendor_quick_pay_history')
      .values({ vendor_id: vendorId, action: 'opt-in', setting_id: optedIn, user_id: userId })
      .execute();
}

/**
 * Company documents (2 or 3) and, on the vendor's latest past orders (up to 8), a sign-off PDF and a
 * photo each, with a provider note and a tech note; every file is put in the blob store under a key of
 * its own.
 */
async function insertDocumentsAndNotes(
  tx: Tx,
  blobs: BlobStore,
  rnd: Random,
  files: Files,
  vendorId: number,
  vendor: PopulationVendor,
): Promise<void> {
  const now = Date.now();
  const recent = await tx
    .selectFrom('crew_details')
    .select(['ord_num', 'work_date'])
    .where('vendor_id', '=', vendorId)
    .where('work_date', '<', new Date(now))
    .orderBy('work_date', 'desc')
    .limit(Math.min(8, Math.max(1, Math.round(vendor.orders / 50))))
    .execute();
  type Doc = {
    ordNum: number | null;
    name: string;
    type: string;
    bytes: Buffer;
    ext: string;
    status: 'approved' | 'pending';
    at: Date;
  };
  const docs: Doc[] = [
    { name: 'W-9.pdf', type: 'General', bytes: files.pdfs[1]!, ext: 'pdf' },
    { name: 'Certificate of Insurance.pdf', type: 'General', bytes: files.pdfs[0]!, ext: 'pdf' },
    ...(rnd.chance(0.5) ? [{ name: 'Service van.jpg', type: 'Photos', bytes: files.jpg, ext: 'jpg' }] : []),
  ].map((d, i) => ({
    ...d,
    ordNum: null,
    status: i < 2 ? ('approved' as const) : ('pending' as const),
    at: new Date(now - rnd.int(1, 300) * DAY_MS),
  }));
  for (const o of recent) {
    const at = new Date(Math.min(now - 60_000, o.work_date.getTime() + DAY_MS));
    docs.push(
      {
        ordNum: o.ord_num,
        name: `Signoff ${o.ord_num}.pdf`,
        type: 'Client Signoff',
        bytes: files.pdfs[2]!,
        ext: 'pdf',
        status: 'approved',
        at,
      },
      {
        ordNum: o.ord_num,
        name: rnd.chance(0.5) ? 'rooftop-unit.jpg' : 'thermostat.png',
        type: 'Photos',
        bytes: files.jpg,
        ext: 'jpg',
        status: rnd.chance(0.7) ? 'approved' : 'pending',
        at,
      },
    );
  }
  // the files at once: each put waits for its bytes to reach the disk, and those waits overlap
  const rows = await Promise.all(
    docs.map(async (d, n) => {
      const bytes = d.name.endsWith('.png') ? files.png : d.bytes;
      const ext = d.name.endsWith('.png') ? 'png' : d.ext;
      const contentType = ext === 'pdf' ? 'application/pdf' : ext === 'png' ? 'image/png' : 'image/jpeg';
      const key = `order-documents/${d.ordNum ?? `vendor-${vendorId}`}/population-${vendorId}-${n}.${ext}`;
      await blobs.put(key, bytes, contentType);
      return {
        ord_num: d.ordNum,
        vendor_id: vendorId,
        type_code: d.type,
        file_name: d.name,
        file_extension: ext,
        content_type: contentType,
        size_bytes: bytes.length,
        blob_key: key,
        status: d.status,
        comment: '',
        input_by: d.status === 'approved' ? 'Provider Dispatch' : 'Office Manager',
        created_at: d.at,
      };
    }),
  );
  await tx.insertInto('order_documents').values(rows).execute();
  if (recent.length > 0)
    await tx
      .insertInto('order_notes')
      .values(
        recent.flatMap((o) => [
          dispatchNote(o, now),
          {
            ord_num: o.ord_num,
            vendor_id: vendorId,
            note_type: 'Tech Notes',
            notes: '<p>Work complete; store manager signed off.</p>',
            input_by: 'Office Manager',
            created_at: new Date(Math.min(now - 5 * 60_000, o.work_date.getTime() + 6 * 3_600_000)),
          },
        ]),
      )
      .execute();
}
