// The company's side of compliance (issue 40 points 4 and 5, decision 112) over real HTTP and
// PostgreSQL: requirements set through the provider API (PUT by external id, ETag and If-Match, the
// list, DELETE) and the staff console (with its audit rows); the rules of a requirement's input refused
// with their texts and nothing written; an event for each change; every vendor's states recomputed by
// the queued job (run by hand here: the test server runs no jobs), and then the vendor not dispatchable
// on the provider's vendor compliance and vendor resource, the console's vendor compliance and the
// round composer.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REQUIREMENT_TEXTS,
  createComplianceUploadCall,
  createComplianceUploadResponse,
  staffDocumentQueueCall,
  type CreateComplianceUploadRequest,
  type StaffQueueDocument,
  deleteComplianceRequirementCall,
  getComplianceRequirementCall,
  getProviderDocumentCall,
  getVendorCall,
  listProviderDocumentsCall,
  getVendorComplianceCall,
  listComplianceRequirementsCall,
  matchStaffRoundVendorsCall,
  putComplianceRequirementCall,
  staffComplianceRequirementsCall,
  staffCreateComplianceRequirementCall,
  staffDeleteComplianceRequirementCall,
  staffUpdateComplianceRequirementCall,
  staffVendorComplianceCall,
  type ProviderVendorCompliance,
  type StaffComplianceRequirement,
  type StaffVendorCompliance,
} from '@vp/contracts';
import { sql } from 'kysely';
import { type TestServer } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { createVendor, makePdf, type TestVendor } from '../../../test/fixtures/index.ts';
import { runDueJobs } from '../../platform/jobs/job-runner.ts';
import { jobHandlers } from '../../jobs.ts';

const server = testServerForFile({ env: { JOBS_IN_SERVER: 'false' } });
let writer: ProviderTestClient;
let vendor: TestVendor;
let clientId: number;
let manager: { cookie: string; staffId: number };

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** Runs the queued jobs (the compliance refresh among them) as a runner would. */
const runJobs = () =>
  runDueJobs(
    server.db,
    jobHandlers({ db: server.db, mailer: server.mailer, blobs: server.blobs, config: server.config }, quiet),
    quiet,
  );

const queuedRefreshes = async () => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from graphile_worker.jobs
    where task_identifier = 'compliance-refresh'`.execute(server.db);
  return rows[0]!.n;
};

const requirementEvents = () =>
  server.db
    .selectFrom('events')
    .select(['type', 'vendor_id as vendorId', 'actor_kind as actorKind', 'subject', 'data'])
    .where('type', 'like', 'compliance-requirement.%')
    .orderBy('id')
    .execute();

/** The provider's read of a requirement, as `as`. */
const requirementAs = (as: ProviderTestClient, externalId: string) =>
  server.call(getComplianceRequirementCall, { params: { externalId } }, { as });
/** The provider's read of a vendor's compliance, as the writer. */
const vendorCompliance = (vendorExternalId: string) =>
  server.call(getVendorComplianceCall, { params: { vendorExternalId } }, { as: writer });
const requirementCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('compliance_requirements')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  writer = await providerClient(server, ['compliance:read', 'compliance:write']);
  vendor = await createVendor(server.db, 'Compliant Plumbing');
  await server.db
    .updateTable('vendors')
    .set({ external_id: 'V-COMP-1', state: 'NY' })
    .where('id', '=', vendor.vendorId)
    .execute();
  await server.db
    .insertInto('vendor_trades')
    .values({ vendor_id: vendor.vendorId, trade_code: 'Plumbing' })
    .execute();
  clientId = (
    await server.db
      .insertInto('clients')
      .values({ code: 'ACMECOMP', name: 'Acme Stores', external_id: 'C-ACME' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  manager = await staffSession(server, 'vendor_manager');
});

const glBody = {
  kind: 'insurance' as const,
  client: 'C-ACME',
  trade: 'Plumbing',
  coverage: 'general-liability' as const,
  minEachOccurrence: 1_000_000,
};

describe('requirements through the provider API', () => {
  it('creates one by external id (201 with its ETag), reads, lists, replaces it (200), and If-Match guards it', async () => {
    const created = await server.call(
      putComplianceRequirementCall,
      { params: { externalId: 'REQ-GL' }, body: glBody },
      { as: writer },
    );
    expect(created.status, created.text).toBe(201);
    expect(created.headers.get('etag')).toBe('"1"');
    expect(created.json).toMatchObject({
      externalId: 'REQ-GL',
      version: 1,
      client: 'C-ACME',
      clientName: 'Acme Stores',
      trade: 'Plumbing',
      state: null,
      coverage: 'general-liability',
      minEachOccurrence: 1_000_000,
      minAggregate: null,
      perTechnician: false,
      title: 'General liability for Acme Stores, Plumbing',
    });

    const one = await requirementAs(writer, 'REQ-GL');
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBe('"1"');

    const list = await server.call(listComplianceRequirementsCall, { query: { limit: 10 } }, { as: writer });
    expect((list.json.items as { externalId: string }[]).map((r) => r.externalId)).toEqual(['REQ-GL']);

    const replaced = await server.call(
      putComplianceRequirementCall,
      { params: { externalId: 'REQ-GL' }, body: { ...glBody, minAggregate: 2_000_000 } },
      { as: writer, headers: { 'if-match': '"1"' } },
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.json).toMatchObject({ version: 2, minAggregate: 2_000_000 });

    const stale = await server.call(
      putComplianceRequirementCall,
      { params: { externalId: 'REQ-GL' }, body: glBody },
      { as: writer, headers: { 'if-match': '"1"' } },
    );
    expect(stale.status).toBe(412);

    // back to the one limit the review test below is about
    const back = await server.call(
      putComplianceRequirementCall,
      { params: { externalId: 'REQ-GL' }, body: glBody },
      { as: writer },
    );
    expect(back.json).toMatchObject({ version: 3, minAggregate: null });
  });

  it('records an event per change, of no vendor, with ids and values only', async () => {
    const events = await requirementEvents();
    expect(events.map((e) => e.type)).toEqual([
      'compliance-requirement.created',
      'compliance-requirement.updated',
      'compliance-requirement.updated',
    ]);
    expect(events[0]).toMatchObject({
      vendorId: null,
      actorKind: 'provider',
      subject: { requirementExternalId: 'REQ-GL' },
      data: { kind: 'insurance', clientId, trade: 'Plumbing', state: null, coverage: 'general-liability' },
    });
  });

  it.each([
    ['insurance without a coverage', { kind: 'insurance' }, REQUIREMENT_TEXTS.coverageRequired],
    ['limits on a W-9', { kind: 'w9', minEachOccurrence: 5 }, REQUIREMENT_TEXTS.limitsOnlyInsurance],
    [
      'a coverage on a licence',
      { kind: 'licence', coverage: 'umbrella' },
      REQUIREMENT_TEXTS.coverageOnlyInsurance,
    ],
    [
      'per technician on insurance',
      { kind: 'insurance', coverage: 'umbrella', perTechnician: true },
      REQUIREMENT_TEXTS.perTechnicianOnlyLicence,
    ],
    [
      'an unknown client',
      { kind: 'w9', client: 'C-NONE' },
      REQUIREMENT_TEXTS.unknownClientExternalId('C-NONE'),
    ],
  ])('refuses %s with 400 naming it, and writes nothing', async (_name, body, text) => {
    const before = { count: await requirementCount(), events: (await requirementEvents()).length };
    const res = await server.send(
      putComplianceRequirementCall,
      { params: { externalId: 'REQ-BAD' }, body },
      { as: writer },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(res.text).toContain(text);
    expect(await requirementCount()).toBe(before.count);
    expect((await requirementEvents()).length).toBe(before.events);
  });

  it('refuses a write without compliance:write (403) and a read without compliance:read', async () => {
    const reader = await providerClient(server, ['compliance:read']);
    const other = await providerClient(server, ['vendors:read']);
    const put = await server.call(
      putComplianceRequirementCall,
      { params: { externalId: 'REQ-X' }, body: { kind: 'w9' } },
      { as: reader },
    );
    expect(put.status).toBe(403);
    const get = await requirementAs(other, 'REQ-GL');
    expect(get.status).toBe(403);
  });
});

describe("every vendor's states follow a requirement", () => {
  it('queues one refresh for many changes, and the job stores the states', async () => {
    expect(await queuedRefreshes()).toBe(1);
    await runJobs();
    expect(await queuedRefreshes()).toBe(0);
    const states = await server.db
      .selectFrom('compliance_states')
      .select(['state', 'shortfall'])
      .where('vendor_id', '=', vendor.vendorId)
      .execute();
    expect(states).toEqual([{ state: 'missing', shortfall: 'No general liability certificate on file' }]);
    const changed = await server.db
      .selectFrom('events')
      .select(['data'])
      .where('type', '=', 'vendor.compliance-changed')
      .where('vendor_id', '=', vendor.vendorId)
      .execute();
    expect(changed.map((e) => e.data)).toEqual([
      { dispatchable: false, notDispatchable: [{ clientId, trade: 'Plumbing' }] },
    ]);
  });

  it('shows the vendor not dispatchable for the client and trade through the provider API', async () => {
    const res = await vendorCompliance('V-COMP-1');
    expect(res.status, res.text).toBe(200);
    const body = res.json as unknown as ProviderVendorCompliance;
    expect(body.dispatchable).toBe(false);
    expect(body.notDispatchable).toEqual([
      { client: 'C-ACME', clientName: 'Acme Stores', trade: 'Plumbing' },
    ]);
    expect(body.requirements).toMatchObject([
      {
        requirement: { externalId: 'REQ-GL' },
        state: 'missing',
        heldThrough: null,
        shortfalls: ['No general liability certificate on file'],
      },
    ]);
    // and on the vendor resource itself
    const reader = await providerClient(server, ['vendors:read']);
    const resource = await server.call(getVendorCall, { params: { externalId: 'V-COMP-1' } }, { as: reader });
    expect(resource.json.dispatchable).toBe(false);
    const unknown = await vendorCompliance('V-NONE');
    expect(unknown.status).toBe(404);
  });

  it("shows it on the console's vendor compliance and marks it in the round composer", async () => {
    const viewer = await staffSession(server, 'read_only');
    const res = await server.call(
      staffVendorComplianceCall,
      { params: { vendorId: vendor.vendorId } },
      {
        as: viewer,
      },
    );
    expect(res.status, res.text).toBe(200);
    const body = res.json as unknown as StaffVendorCompliance;
    expect(body.dispatchable).toBe(false);
    expect(body.notDispatchable).toEqual([{ clientId, clientName: 'Acme Stores', trade: 'Plumbing' }]);
    expect(body.requirements[0]).toMatchObject({
      title: 'General liability for Acme Stores, Plumbing',
      status: 'missing',
      shortfalls: ['No general liability certificate on file'],
    });

    const match = await server.call(
      matchStaffRoundVendorsCall,
      { query: { trade: 'Plumbing' } },
      {
        as: viewer,
      },
    );
    expect(match.status, match.text).toBe(200);
    const row = (match.json.vendors as { id: number; notDispatchable: unknown }[]).find(
      (v) => v.id === vendor.vendorId,
    );
    expect(row?.notDispatchable).toEqual([{ clientId, clientName: 'Acme Stores', trade: 'Plumbing' }]);
  });

  it('deleting the requirement (204) makes the vendor dispatchable again once the job ran', async () => {
    const stale = await server.call(
      deleteComplianceRequirementCall,
      { params: { externalId: 'REQ-GL' } },
      { as: writer, headers: { 'if-match': '"1"' } },
    );
    expect(stale.status).toBe(412);
    const res = await server.call(
      deleteComplianceRequirementCall,
      { params: { externalId: 'REQ-GL' } },
      {
        as: writer,
      },
    );
    expect(res.status).toBe(204);
    expect((await requirementEvents()).at(-1)?.type).toBe('compliance-requirement.deleted');
    const gone = await requirementAs(writer, 'REQ-GL');
    expect(gone.status).toBe(404);
    await runJobs();
    const after = await vendorCompliance('V-COMP-1');
    expect(after.json).toMatchObject({ dispatchable: true, notDispatchable: [], requirements: [] });
    const reader = await providerClient(server, ['vendors:read']);
    const resource = await server.call(getVendorCall, { params: { externalId: 'V-COMP-1' } }, { as: reader });
    expect(resource.json.dispatchable).toBe(true);
  });
});

describe('requirements in the staff console', () => {
  const audit = (id: number) =>
    server.db
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_id as staffId', 'before', 'after'])
      .where('subject_type', '=', 'compliance-requirement')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('creates, changes and deletes one, each with its audit row and event', async () => {
    const created = await server.call(
      staffCreateComplianceRequirementCall,
      { body: { kind: 'licence', clientId, state: 'ny', trade: 'Plumbing', perTechnician: true } },
      { as: manager },
    );
    expect(created.status, created.text).toBe(200);
    const req = created.json as unknown as StaffComplianceRequirement;
    expect(req).toMatchObject({
      kind: 'licence',
      clientName: 'Acme Stores',
      state: 'NY',
      externalId: null,
      title: 'Technician licence for Acme Stores, Plumbing in NY',
    });

    const updated = await server.call(
      staffUpdateComplianceRequirementCall,
      { params: { requirementId: req.id }, body: { kind: 'licence', clientId: null, state: 'NY' } },
      { as: manager },
    );
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json).toMatchObject({ clientId: null, trade: null, perTechnician: false, version: 2 });

    const list = await server.call(staffComplianceRequirementsCall, undefined, { as: manager });
    expect(list.json.clients).toContainEqual({ id: clientId, name: 'Acme Stores' });
    expect((list.json.requirements as { id: number }[]).map((r) => r.id)).toContain(req.id);

    const deleted = await server.call(
      staffDeleteComplianceRequirementCall,
      { params: { requirementId: req.id } },
      { as: manager },
    );
    expect(deleted.status).toBe(200);

    const rows = await audit(req.id);
    expect(rows.map((r) => r.action)).toEqual([
      'compliance-requirement.created',
      'compliance-requirement.updated',
      'compliance-requirement.deleted',
    ]);
    expect(rows[0]).toMatchObject({
      staffId: manager.staffId,
      before: null,
      after: { clientId, state: 'NY' },
    });
    expect(rows[1]).toMatchObject({ before: { clientId }, after: { clientId: null } });
    expect(rows[2]).toMatchObject({ after: null });
    const events = (await requirementEvents()).filter(
      (e) => (e.subject as { requirementId: number }).requirementId === req.id,
    );
    expect(events.map((e) => [e.type, e.actorKind])).toEqual([
      ['compliance-requirement.created', 'staff'],
      ['compliance-requirement.updated', 'staff'],
      ['compliance-requirement.deleted', 'staff'],
    ]);
  });

  it('refuses a bad requirement or an unknown client with 400 and writes nothing, not even an audit row', async () => {
    const before = await requirementCount();
    const auditBefore = await server.db
      .selectFrom('staff_audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await server.send(
      staffCreateComplianceRequirementCall,
      { body: { kind: 'w9', minAggregate: 10 } },
      { as: manager },
    );
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(REQUIREMENT_TEXTS.limitsOnlyInsurance);
    const unknown = await server.call(
      staffCreateComplianceRequirementCall,
      { body: { kind: 'w9', clientId: 2_147_000_000 } },
      { as: manager },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(REQUIREMENT_TEXTS.unknownClient);
    const missing = await server.call(
      staffUpdateComplianceRequirementCall,
      { params: { requirementId: 2_147_000_000 }, body: { kind: 'w9' } },
      { as: manager },
    );
    expect(missing.status).toBe(404);
    expect(await requirementCount()).toBe(before);
    const auditAfter = await server.db
      .selectFrom('staff_audit_log')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(auditAfter.n).toBe(auditBefore.n);
  });

  it('lets only Vendor managers and Administrators change requirements', async () => {
    const answers = [
      ['read_only', 403],
      ['accounts_payable', 403],
      ['administrator', 200],
    ] as const;
    for (const [role, status] of answers) {
      const staff = await staffSession(server, role);
      const res = await server.call(
        staffCreateComplianceRequirementCall,
        { body: { kind: 'w9' } },
        { as: staff },
      );
      expect(res.status, role).toBe(status);
    }
  });
});

describe('the review queue shows a compliance document with its data and what it lacks', () => {
  let me: Awaited<ReturnType<TestServer['signIn']>>;

  /** Step 1 with the data as the vendor, then the file's bytes: the document joins the queue. */
  async function uploadCompliance(body: CreateComplianceUploadRequest) {
    const step1 = await server.call(createComplianceUploadCall, { body }, { as: me });
    expect(step1.status, step1.text).toBe(200);
    const link = createComplianceUploadResponse.parse(step1.json);
    const put = await fetch(new URL(link.url, server.url), {
      method: 'PUT',
      body: await makePdf('ACORD 25'),
      headers: { 'content-type': link.contentType },
    });
    expect(put.status, await put.clone().text()).toBeLessThan(300);
    return link.complianceDocumentId;
  }

  it('names the limit short against the requirement, and the taxpayer id only masked', async () => {
    me = await server.signIn();
    const req = await server.call(
      putComplianceRequirementCall,
      {
        params: { externalId: 'REQ-REVIEW' },
        body: { kind: 'insurance', coverage: 'general-liability', minEachOccurrence: 1_000_000 },
      },
      { as: writer },
    );
    expect(req.status, req.text).toBe(201);
    const certificate = await uploadCompliance({
      kind: 'insurance',
      file: { FileName: 'coi.pdf', FileExtension: 'pdf' },
      coverage: 'general-liability',
      insurer: 'Hartford Fire',
      naic: '19682',
      policyNumber: 'GL-555',
      eachOccurrence: 500_000,
      aggregate: 1_000_000,
      additionalInsured: false,
      waiverOfSubrogation: false,
      effectiveOn: '2026-01-01',
      expiresOn: '2027-01-01',
    });
    await uploadCompliance({
      kind: 'w9',
      file: { FileName: 'w9.pdf', FileExtension: 'pdf' },
      legalName: 'Review Plumbing LLC',
      tinType: 'ssn',
      taxpayerId: '123-45-6789',
    });

    const viewer = await staffSession(server, 'read_only');
    const queue = await server.call(staffDocumentQueueCall, { query: { limit: 50 } }, { as: viewer });
    expect(queue.status, queue.text).toBe(200);
    expect(queue.text).not.toContain('123456789');
    expect(queue.text).not.toContain('123-45-6789');
    const mine = (queue.json.items as StaffQueueDocument[]).filter((d) => d.vendor.id === me.vendorId);
    const coi = mine.find((d) => d.compliance?.kind === 'insurance');
    expect(coi?.compliance).toMatchObject({
      id: certificate,
      coverage: 'general-liability',
      insurer: 'Hartford Fire',
      naic: '19682',
      policyNumber: 'GL-555',
      eachOccurrence: 500_000,
      aggregate: 1_000_000,
      effectiveOn: '2026-01-01',
      expiresOn: '2027-01-01',
      taxId: null,
      checks: [
        {
          title: 'General liability',
          shortfalls: ['General liability $1,000,000 per occurrence required, certificate shows $500,000'],
        },
      ],
    });
    const w9 = mine.find((d) => d.compliance?.kind === 'w9');
    // the provider's document resource carries the same data
    const documents = await providerClient(server, ['documents:read']);
    const provided = await server.call(
      getProviderDocumentCall,
      { params: { documentId: coi!.id } },
      {
        as: documents,
      },
    );
    expect(provided.status, provided.text).toBe(200);
    expect(provided.json.compliance).toEqual(coi!.compliance);
    const providedList = await server.call(
      listProviderDocumentsCall,
      { query: { limit: 100 } },
      {
        as: documents,
      },
    );
    expect(providedList.text).not.toContain('123456789');
    expect(providedList.text).toContain('XXX-XX-6789');
    // the W-9 requirement an Administrator added above concerns every vendor: the W-9 meets it
    expect(w9?.compliance).toMatchObject({
      legalName: 'Review Plumbing LLC',
      taxId: 'XXX-XX-6789',
      checks: [{ title: 'W-9', shortfalls: [] }],
    });
  });
});
