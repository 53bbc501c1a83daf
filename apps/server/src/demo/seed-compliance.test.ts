// The demo gives the Compliance page real states from the first start (issue 40 point 5): the demo
// vendor's workers' compensation certificate is Expiring soon, what it lacks is Missing with the
// server's own words, the second demo vendor (New Jersey, HVAC only) is asked for no New York licence,
// and the stored states (what the console and the provider API read) agree with the page.
import { beforeAll, expect, it } from 'vitest';
import { COMPLIANCE_TEXTS, complianceOverview, getComplianceCall } from '@vp/contracts';
import { api } from '../../test/harness.ts';
import { testServerForFile } from '../../test/server-for-file.ts';
import { signInDemoUser } from '../../test/fixtures/index.ts';
import { addDays } from '../domain/compliance/evaluate-requirement.ts';
import { complianceToday } from '../domain/compliance/refresh-compliance.ts';
import { DEMO_CERTIFICATE_ENDS_IN_DAYS } from './seed-compliance.ts';
import { DEMO_VENDOR_NUM, seedDemoIfEmpty } from './seed-demo.ts';

const server = testServerForFile({ env: { UPLOAD_SWEEP_INTERVAL_SECONDS: '0' } });
const tokens = new Map<number, string>();
const vendorIds = new Map<number, number>();

beforeAll(async () => {
  await seedDemoIfEmpty(server.db, server.blobs);
  for (const vendorNum of [DEMO_VENDOR_NUM, 10002]) {
    const user = await signInDemoUser(server, { vendorNum });
    tokens.set(vendorNum, user.token);
    vendorIds.set(vendorNum, user.vendorId);
  }
});

async function overviewOf(vendorNum: number) {
  const res = await api(server, getComplianceCall.path, { token: tokens.get(vendorNum) });
  expect(res.status).toBe(200);
  return complianceOverview.parse(res.json);
}

it("shows the demo vendor's requirements in real states: one certificate expiring, the rest missing", async () => {
  const { requirements, documents, notDispatchable } = await overviewOf(DEMO_VENDOR_NUM);
  const today = complianceToday();
  const byTitle = Object.fromEntries(requirements.map((r) => [r.title, r]));
  expect(Object.keys(byTitle).sort()).toEqual(
    [
      'General liability for Brightway Grocers, HVAC',
      "Workers' compensation",
      'W-9',
      'Licence, Plumbing in NY',
    ].sort(),
  );
  expect(byTitle["Workers' compensation"]).toMatchObject({
    status: 'expiring',
    heldThrough: addDays(today, DEMO_CERTIFICATE_ENDS_IN_DAYS - 1),
    shortfalls: [COMPLIANCE_TEXTS.expiresOn(addDays(today, DEMO_CERTIFICATE_ENDS_IN_DAYS))],
  });
  expect(byTitle['General liability for Brightway Grocers, HVAC']).toMatchObject({
    status: 'missing',
    minEachOccurrence: 1_000_000,
    minAggregate: 2_000_000,
    additionalInsured: true,
    shortfalls: [COMPLIANCE_TEXTS.missingInsurance('general-liability')],
  });
  expect(byTitle['W-9']).toMatchObject({ status: 'missing', shortfalls: [COMPLIANCE_TEXTS.missingW9] });
  expect(byTitle['Licence, Plumbing in NY']).toMatchObject({
    status: 'missing',
    shortfalls: [COMPLIANCE_TEXTS.missingLicence('NY', 'Plumbing')],
  });
  expect(documents).toHaveLength(1);
  expect(documents[0]).toMatchObject({
    kind: 'insurance',
    status: 'approved',
    coverage: 'workers-compensation',
  });
  expect(notDispatchable).toEqual(
    expect.arrayContaining([
      { clientName: 'Brightway Grocers', trade: 'HVAC' },
      { clientName: null, trade: null },
    ]),
  );
});

it('asks the second demo vendor only what concerns it, and stores the states the page shows', async () => {
  const other = await overviewOf(10002);
  expect(other.requirements.map((r) => r.title).sort()).toEqual(
    ['General liability for Brightway Grocers, HVAC', "Workers' compensation", 'W-9'].sort(),
  );
  expect(other.requirements.every((r) => r.status === 'missing')).toBe(true);
  for (const vendorNum of [DEMO_VENDOR_NUM, 10002]) {
    const page = await overviewOf(vendorNum);
    const stored = await server.db
      .selectFrom('compliance_states')
      .select(['requirement_id', 'state'])
      .where('vendor_id', '=', vendorIds.get(vendorNum)!)
      .orderBy('requirement_id')
      .execute();
    expect(stored.map((s) => [s.requirement_id, s.state])).toEqual(
      [...page.requirements].sort((a, b) => a.id - b.id).map((r) => [r.id, r.status]),
    );
  }
});
