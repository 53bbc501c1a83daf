// The demo dataset a newcomer sees on the first start: the settings, a demo vendor with several
// hundred work orders and a signed-in user, and a second vendor (to see that vendors stay apart).
// Later features add their own demo rows here.
import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import { makeVerifier } from '../platform/identity/password-verifier.ts';
import { seededRandom } from './random.ts';
import { ensureReference, generateOrders } from './generate-orders.ts';
import { EVERYTHING_BUT_USERS, grantRolesToMany, grantUserAdmin } from '../features/vendors/grant-role.ts';
import { seedInvoices } from './seed-invoices.ts';
import type { BlobStore } from '../platform/blobs/blob-store.ts';
import { seedSupplyPartners } from './seed-supply-partners.ts';
import { seedWorkOrderDetails } from './seed-work-order-details.ts';
import { seedScheduling } from './seed-scheduling.ts';
import { seedCompanyProfile } from './seed-company-profile.ts';
import { seedCompliance } from './seed-compliance.ts';
import { DEMO_API_CLIENT_ID, DEMO_API_CLIENT_SECRET, seedProviderDemo } from './seed-provider-demo.ts';
import {
  DEMO_STAFF_EMAIL,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
  demoStaffSecret,
  seedStaffDemo,
} from './seed-staff-demo.ts';

export const DEMO_EMAIL = 'demo@northwind-mechanical.example';
export const DEMO_PASSWORD = 'Northwind-Demo-2026';
export const DEMO_VENDOR_NUM = 10001;
/** the second demo vendor's user (README: the vendor paid by ACH, with QuickPay disabled) */
export const DEMO_OTHER_EMAIL = 'office@bluebird-hvac.example';
export const DEMO_OTHER_PASSWORD = 'Bluebird-Demo-2026';

const demoSettings: Record<string, string> = {
  portalPrefix: 'Acme',
  companyName: 'Acme Facilities',
  woHistoryMonthLimit: '12',
  portalMessage: 'Welcome to the vendor portal demo: every company and order here is fictional.',
  portalMessageColor: '#1b5e20',
};

export type DemoSummary = {
  email: string;
  password: string;
  vendorNum: number;
  orders: number;
  /** the demo API client of the provider API (issue 17 point 7) */
  apiClientId: string;
  apiClientSecret: string;
  /** the demo staff Administrator of the staff console (issue 18 point 3) */
  staff: { email: string; password: string; totpSecret: string };
};

/** `blobs` holds the demo files (work-order documents, partner logos and guides); without it those rows are left out. */
export async function seedDemoIfEmpty(db: Db, blobs?: BlobStore): Promise<DemoSummary | null> {
  const anyVendor = await db.selectFrom('vendors').select('id').limit(1).executeTakeFirst();
  if (anyVendor) return null;
  const demoSecret = await makeVerifier(DEMO_EMAIL, DEMO_PASSWORD);
  const otherSecret = await makeVerifier(DEMO_OTHER_EMAIL, DEMO_OTHER_PASSWORD);
  const staffSecret = await demoStaffSecret();
  const summary = await db.transaction().execute(async (tx) => {
    const rnd = seededRandom(2026);
    for (const [key, value] of Object.entries(demoSettings)) {
      await tx
        .insertInto('portal_settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    }
    const demo = await tx
      .insertInto('vendors')
      .values({
        vendor_num: DEMO_VENDOR_NUM,
        company: 'Northwind Mechanical LLC',
        address: '415 Commerce Blvd',
        city: 'Albany',
        state: 'NY',
        zip: '12207',
        contact_email: 'dispatch@northwind-mechanical.example;billing@northwind-mechanical.example',
        contact_person: 'Sam Ortega',
        phone: '5185550142',
        fax: '5185550143',
        mailing_company: 'Northwind Mechanical LLC',
        mailing_address: 'PO Box 2210',
        mailing_city: 'Albany',
        mailing_state: 'NY',
        mailing_zip: '12220',
        remit_type: 'CHECK',
        check_company: 'Northwind Mechanical LLC',
        check_address: 'PO Box 2210',
        check_city: 'Albany',
        check_state: 'NY',
        check_zip: '12220',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await tx
      .insertInto('vendors')
      .values({
        vendor_num: 10002,
        company: 'Bluebird HVAC Services',
        city: 'Newark',
        state: 'NJ',
        zip: '07102',
        remit_type: 'ACH',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('users')
      .values([
        {
          vendor_id: demo.id,
          email: DEMO_EMAIL,
          first_name: 'Sam',
          last_name: 'Ortega',
          phone_number: '5185550142',
          srp_salt: demoSecret.salt,
          srp_verifier: demoSecret.verifier,
        },
        {
          vendor_id: other.id,
          email: DEMO_OTHER_EMAIL,
          first_name: 'Lee',
          last_name: 'Chen',
          srp_salt: otherSecret.salt,
          srp_verifier: otherSecret.verifier,
        },
      ])
      .execute();
    // user groups (every vendor has the four default roles from its insert, migration 0044): the
    // demo user is the demo company's Administrator; the other company's user may do all but manage
    // users (the end-to-end tests' user without user administration)
    const demoUser = await tx
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirstOrThrow();
    await grantUserAdmin(tx, demo.id, demoUser.id);
    const otherUser = await tx
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_OTHER_EMAIL)
      .executeTakeFirstOrThrow();
    await grantRolesToMany(tx, other.id, [otherUser.id], EVERYTHING_BUT_USERS);
    const ref = await ensureReference(tx, rnd);
    const orders = await generateOrders(tx, rnd, ref, {
      vendorId: demo.id,
      count: 450,
      daysBack: 200,
      daysAhead: 45,
      poPrefix: 'PO',
    });
    await generateOrders(tx, rnd, ref, {
      vendorId: other.id,
      count: 60,
      daysBack: 90,
      daysAhead: 30,
      poPrefix: 'BB',
    });
    await seedInvoices(tx, rnd, { demoVendorId: demo.id, demoUserId: demoUser.id, otherVendorId: other.id });
    if (blobs) await seedSupplyPartners(tx, blobs);
    await seedWorkOrderDetails(tx, blobs, {
      id: demo.id,
      company: 'Northwind Mechanical LLC',
      vendorNum: DEMO_VENDOR_NUM,
      userName: 'Sam Ortega',
    });
    await seedScheduling(tx, demo.id);
    await seedCompanyProfile(tx, blobs, {
      demo: {
        id: demo.id,
        company: 'Northwind Mechanical LLC',
        vendorNum: DEMO_VENDOR_NUM,
        userName: 'Sam Ortega',
      },
      other: { id: other.id, company: 'Bluebird HVAC Services', vendorNum: 10002, userName: 'Lee Chen' },
    });
    await seedCompliance(tx, blobs, {
      demo: { id: demo.id, userId: demoUser.id, company: 'Northwind Mechanical LLC' },
      all: [demo.id, other.id],
    });
    await seedProviderDemo(tx, demo.id);
    await seedStaffDemo(tx, staffSecret);
    return {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      vendorNum: DEMO_VENDOR_NUM,
      orders,
      apiClientId: DEMO_API_CLIENT_ID,
      apiClientSecret: DEMO_API_CLIENT_SECRET,
      staff: { email: DEMO_STAFF_EMAIL, password: DEMO_STAFF_PASSWORD, totpSecret: DEMO_STAFF_TOTP_SECRET },
    };
  });
  // the planner's statistics now, not when autovacuum comes by: until then PostgreSQL plans the
  // freshly filled tables as empty, and the first minute of a newcomer's demo runs on those plans
  await sql`analyze`.execute(db);
  return summary;
}
