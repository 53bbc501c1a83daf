// The vendor's compliance calls over real HTTP, PostgreSQL, the local blob store and the outbox
// (issue 40 points 4 and 5, decision 112): a certificate below the requirement is under review with
// its shortfall named at once, and once approved the vendor is not dispatchable (stored states, event);
// the data a certificate needs is checked before anything is written; the taxpayer id is encrypted at
// rest, never answered, logged or put in an event unmasked; W-9 confirmation; the reminders go once per
// document and threshold and stop after a replacement; the states and overview are the vendor's own.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complianceOverview,
  confirmW9Call,
  createComplianceUploadCall,
  createVendorTradeCall,
  ENDORSEMENT_REQUIRED,
  EXPIRY_BEFORE_EFFECTIVE,
  getComplianceCall,
  getComplianceSummaryCall,
  LICENCE_HOLDER_UNKNOWN,
  reviewDocumentCall,
  TAX_ID_INVALID,
  W9_NONE_TO_CONFIRM,
} from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  addRequirement,
  certificate,
  makePdf,
  readOutbox,
  serveTrade,
  signInUser,
  uniqueTrade,
  uploadCompliance,
  type SignedIn,
} from '../../../test/fixtures/index.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { runComplianceDaily } from './compliance-daily.ts';

let server: TestServer;
let pdf: Buffer;
let logs = '';
const TODAY = new Date('2026-06-01T15:00:00Z');

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs += String(chunk);
      done();
    },
  });
  server = await startTestServer({
    env: { UPLOAD_SWEEP_INTERVAL_SECONDS: '0' },
    now: () => TODAY,
    logger: pino({ level: 'trace' }, sink),
  });
  pdf = await makePdf('ACORD 25 certificate of liability insurance');
  company = await providerClient(server, ['documents:read', 'documents:write']);
});
afterAll(() => server?.close());

async function overview(user: SignedIn) {
  const res = await server.call(getComplianceCall, undefined, { as: user });
  expect(res.status, res.text).toBe(200);
  return complianceOverview.parse(res.json);
}

/** A vendor (its Administrator signed in) serving a trade of its own, with requirements of that trade. */
async function vendorWithTrade() {
  const admin = await signInUser(server, { admin: true });
  const trade = await uniqueTrade(server.db);
  await serveTrade(server.db, admin.vendorId, trade);
  return { admin, trade };
}

let company: ProviderTestClient;
/** The company's review through the provider API (the console's queue decides the same way). */
async function review(
  documentId: number,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
) {
  const res = await server.call(
    reviewDocumentCall,
    { params: { documentId }, body: decision },
    { as: { token: company.token } },
  );
  expect(res.status, res.text).toBe(200);
}

async function fileOf(complianceDocumentId: number): Promise<number> {
  const row = await server.db
    .selectFrom('compliance_documents')
    .select('document_id')
    .where('id', '=', complianceDocumentId)
    .executeTakeFirstOrThrow();
  return row.document_id as number;
}

describe('a certificate below the requirement', () => {
  it('is under review with its shortfall at once, and once approved leaves the vendor not dispatchable', async () => {
    const { admin, trade } = await vendorWithTrade();
    const reqId = await addRequirement(server.db, trade);
    const before = await overview(admin);
    expect(before.requirements).toMatchObject([
      { id: reqId, status: 'missing', shortfalls: ['No general liability certificate on file'] },
    ]);
    expect(before.notDispatchable).toEqual([{ clientName: null, trade }]);
    const summary = await server.call(getComplianceSummaryCall, undefined, { as: admin });
    expect(summary.json).toEqual({ held: 0, expiring: 0, missing: 1, underReview: 0, notDispatchable: 1 });

    const link = await uploadCompliance(server, admin.token, certificate({ eachOccurrence: 500_000 }), pdf);
    const pending = await overview(admin);
    expect(pending.requirements[0]).toMatchObject({
      status: 'under-review',
      shortfalls: ['General liability $1,000,000 per occurrence required, certificate shows $500,000'],
    });
    expect(pending.documents).toMatchObject([
      { id: link.complianceDocumentId, kind: 'insurance', status: 'pending', eachOccurrence: 500_000 },
    ]);

    await review(await fileOf(link.complianceDocumentId), { status: 'approved' });
    const stored = await server.db
      .selectFrom('compliance_states')
      .selectAll()
      .where('vendor_id', '=', admin.vendorId)
      .execute();
    expect(stored).toMatchObject([{ requirement_id: reqId, state: 'missing' }]);
    expect(stored[0]?.shortfall).toBe(
      'General liability $1,000,000 per occurrence required, certificate shows $500,000',
    );

    // a certificate that meets it: held, dispatchable again, and the event says so
    const good = await uploadCompliance(server, admin.token, certificate(), pdf);
    await review(await fileOf(good.complianceDocumentId), { status: 'approved' });
    const after = await overview(admin);
    expect(after.requirements[0]).toMatchObject({
      status: 'held',
      heldThrough: '2026-12-31',
      shortfalls: [],
    });
    expect(after.notDispatchable).toEqual([]);
    const heldSummary = await server.call(getComplianceSummaryCall, undefined, { as: admin });
    expect(heldSummary.json).toEqual({
      held: 1,
      expiring: 0,
      missing: 0,
      underReview: 0,
      notDispatchable: 0,
    });
    const events = await server.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('vendor_id', '=', admin.vendorId)
      .where('type', '=', 'vendor.compliance-changed')
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.data)).toEqual([
      { dispatchable: false, notDispatchable: [{ clientId: null, trade }] },
      { dispatchable: true, notDispatchable: [] },
    ]);
  });

  it('is the vendor’s own: another vendor sees none of it, and nobody signed out', async () => {
    const { admin, trade } = await vendorWithTrade();
    await addRequirement(server.db, trade);
    await uploadCompliance(server, admin.token, certificate(), pdf);
    const other = await signInUser(server, { admin: true });
    expect((await overview(other)).documents).toEqual([]);
    expect((await server.call(getComplianceCall)).status).toBe(401);
  });
});

describe('the stored states', () => {
  it('follow the vendor’s trades: a trade added brings its requirements', async () => {
    const admin = await signInUser(server, { admin: true });
    const trade = await uniqueTrade(server.db);
    const reqId = await addRequirement(server.db, trade);
    const states = () =>
      server.db
        .selectFrom('compliance_states')
        .select(['requirement_id', 'state'])
        .where('vendor_id', '=', admin.vendorId)
        .execute();
    expect(await states()).toEqual([]);
    const res = await server.call(createVendorTradeCall, { body: { code: trade } }, { as: admin });
    expect(res.status, res.text).toBe(200);
    expect(await states()).toEqual([{ requirement_id: reqId, state: 'missing' }]);
  });
});

describe('the data a document needs', () => {
  it('is checked before anything is written', async () => {
    const { admin } = await vendorWithTrade();
    const cases = [
      [certificate({ additionalInsured: true }), ENDORSEMENT_REQUIRED],
      [certificate({ effectiveOn: '2027-01-01', expiresOn: '2026-01-01' }), EXPIRY_BEFORE_EFFECTIVE],
      [
        {
          kind: 'w9',
          file: { FileName: 'w9.pdf', FileExtension: 'pdf' },
          legalName: 'A',
          tinType: 'ssn',
          taxpayerId: '12-34',
        },
        TAX_ID_INVALID,
      ],
      [
        {
          kind: 'licence',
          file: { FileName: 'l.pdf', FileExtension: 'pdf' },
          state: 'NY',
          trade: 'Plumbing',
          licenceNumber: 'P-1',
          holderUserId: (await signInUser(server)).userId,
          expiresOn: '2027-01-01',
        },
        LICENCE_HOLDER_UNKNOWN,
      ],
    ] as const;
    for (const [body, message] of cases) {
      const res = await server.call(createComplianceUploadCall, { body }, { as: admin });
      expect(res.status, res.text).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const bad = await server.send(createComplianceUploadCall, { body: { kind: 'insurance' } }, { as: admin });
    expect(bad.status).toBe(400);
    const written = await server.db
      .selectFrom('compliance_documents')
      .select('id')
      .where('vendor_id', '=', admin.vendorId)
      .execute();
    const uploads = await server.db
      .selectFrom('order_document_uploads')
      .select('id')
      .where('vendor_id', '=', admin.vendorId)
      .execute();
    expect([written, uploads]).toEqual([[], []]);
  });

  it('joins the endorsement to its certificate when both files arrive', async () => {
    const { admin, trade } = await vendorWithTrade();
    await addRequirement(server.db, trade, { additional_insured: true, waiver_of_subrogation: true });
    const link = await uploadCompliance(
      server,
      admin.token,
      certificate({
        additionalInsured: true,
        waiverOfSubrogation: true,
        endorsement: { FileName: 'endorsement.pdf', FileExtension: 'pdf' },
      }),
      pdf,
    );
    expect(link.endorsement).toBeDefined();
    await review(await fileOf(link.complianceDocumentId), { status: 'approved' });
    const seen = await overview(admin);
    expect(seen.documents[0]?.endorsementDocumentId).toEqual(expect.any(Number));
    expect(seen.requirements[0]).toMatchObject({ status: 'held' });
  });
});

describe('a W-9', () => {
  const w9 = {
    kind: 'w9',
    file: { FileName: 'w9.pdf', FileExtension: 'pdf' },
    legalName: 'Acme Plumbing LLC',
    tinType: 'ssn',
    taxpayerId: '987-65-4329',
  } as const;

  it('keeps the taxpayer id encrypted and shows it only masked, in no answer, log or event', async () => {
    const { admin, trade } = await vendorWithTrade();
    await addRequirement(server.db, trade, {
      kind: 'w9',
      coverage: null,
      min_each_occurrence: null,
      min_aggregate: null,
    });
    const link = await uploadCompliance(server, admin.token, w9, pdf);
    const row = await server.db
      .selectFrom('compliance_documents')
      .select(['tin_encrypted', 'tin_last4'])
      .where('id', '=', link.complianceDocumentId)
      .executeTakeFirstOrThrow();
    expect(row.tin_last4).toBe('4329');
    expect(row.tin_encrypted).toMatch(/^v1:/);
    expect(row.tin_encrypted).not.toMatch(/987654329|987-65-4329/);
    const seen = await overview(admin);
    expect(seen.documents[0]).toMatchObject({ taxId: 'XXX-XX-4329', legalName: 'Acme Plumbing LLC' });
    expect(JSON.stringify(seen)).not.toMatch(/98765|65-4329/);
    const events = await server.db
      .selectFrom('events')
      .select('data')
      .where('vendor_id', '=', admin.vendorId)
      .execute();
    expect(JSON.stringify(events)).not.toMatch(/987654329|65-4329/);
    const leak = logs.split('\n').find((l) => /987654329|987-65-4329/.test(l));
    expect(leak).toBeUndefined();
  });

  it('is confirmed again for a year without a new upload, once approved', async () => {
    const { admin } = await vendorWithTrade();
    const none = await server.call(confirmW9Call, undefined, { as: admin });
    expect([none.status, none.json.message]).toEqual([409, W9_NONE_TO_CONFIRM]);
    const link = await uploadCompliance(server, admin.token, w9, pdf);
    await review(await fileOf(link.complianceDocumentId), { status: 'approved' });
    const res = await server.call(confirmW9Call, undefined, { as: admin });
    expect(res.status, res.text).toBe(200);
    expect(res.json.confirmedOn).toBe('2026-06-01');
  });
});

describe('reminders', () => {
  it('go once per threshold to the users who keep the company documents, and stop after a replacement', async () => {
    const { admin, trade } = await vendorWithTrade();
    const finance = await signInUser(server, { vendorId: admin.vendorId, roles: ['Finance'] });
    const office = await signInUser(server, { vendorId: admin.vendorId, roles: ['Office'] });
    const reqId = await addRequirement(server.db, trade);
    const cert = await uploadCompliance(server, admin.token, certificate({ expiresOn: '2026-09-01' }), pdf);
    await review(await fileOf(cert.complianceDocumentId), { status: 'approved' });
    const mine = async () =>
      (await readOutbox(server)).filter((m) => m.to.includes(admin.email) || m.to.includes(finance.email));

    await runComplianceDaily(server.db, server.config.publicUrl, '2026-06-01'); // 92 days left
    expect(await mine()).toEqual([]);
    await runComplianceDaily(server.db, server.config.publicUrl, '2026-07-03'); // 60 days
    await runComplianceDaily(server.db, server.config.publicUrl, '2026-07-04'); // again: nothing new
    const first = await mine();
    expect(first).toHaveLength(1);
    expect(first[0]?.to).toContain(office.email);
    expect(first[0]?.to).not.toContain(finance.email);
    expect(first[0]?.subject).toBe(`Compliance: General liability, ${trade} expires on 2026-09-01`);
    expect(first[0]?.text).toContain(`/company-profile/compliance?requirement=${reqId}`);
    await runComplianceDaily(server.db, server.config.publicUrl, '2026-08-02'); // 30 days
    expect(await mine()).toHaveLength(2);

    // a renewal uploaded (still under review): no 7-day reminder
    await uploadCompliance(
      server,
      admin.token,
      certificate({ effectiveOn: '2026-09-01', expiresOn: '2027-09-01' }),
      pdf,
    );
    await runComplianceDaily(server.db, server.config.publicUrl, '2026-08-25');
    expect(await mine()).toHaveLength(2);
  });

  it('send the nearest threshold only for a document first seen late', async () => {
    const { admin, trade } = await vendorWithTrade();
    await addRequirement(server.db, trade);
    const cert = await uploadCompliance(server, admin.token, certificate({ expiresOn: '2026-06-20' }), pdf);
    await review(await fileOf(cert.complianceDocumentId), { status: 'approved' });
    await runComplianceDaily(server.db, server.config.publicUrl, '2026-06-01'); // 19 days: the 30-day one
    await runComplianceDaily(server.db, server.config.publicUrl, '2026-06-02');
    const mails = (await readOutbox(server)).filter((m) => m.to.includes(admin.email));
    expect(mails.map((m) => m.subject)).toEqual([
      `Compliance: General liability, ${trade} expires on 2026-06-20`,
    ]);
    const marked = await server.db
      .selectFrom('compliance_reminders')
      .select('threshold')
      .where('document_id', '=', cert.complianceDocumentId)
      .orderBy('threshold', 'desc')
      .execute();
    expect(marked.map((m) => m.threshold)).toEqual([60, 30]);
  });
});
