// The provider API's vendors and vendor users over real HTTP, PostgreSQL and SMTP on loopback (decision
// 053): the scope matrix; a vendor created and updated by its external id with ETags, the company's
// fields free to change and the profile guarded by If-Match (428 without it, 412 once the vendor edited
// it in the portal); Idempotency-Key replay; bad input; the list; a user invited whose welcome e-mail
// signs in; concurrent invites of one user; a disabled user and an inactive vendor refused at sign-in
// with their sessions ended; the events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getVendorProfileCall,
  listVendorsCall,
  providerVendorSchema,
  providerVendorUserSchema,
  updateVendorProfileCall,
} from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { eventsOf } from '../../../test/events.ts';
import { createUser } from '../../../test/fixtures/index.ts';
import { mailQueueDrained } from '../../../test/mail-queue.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.ts';
import { sessionTokenFor } from '../../../test/session-for-user.ts';
import { acceptInvitation } from '../../../test/invitations.ts';
import { srpSignIn } from '../../../test/srp-client.ts';

const VENDORS = listVendorsCall.path;

let inbox: SmtpInbox;
let server: TestServer;
let writer: ProviderTestClient;
let reader: ProviderTestClient;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ env: { SMTP_URL: inbox.url } });
  writer = await providerClient(server, ['vendors:write', 'vendors:read']);
  reader = await providerClient(server, ['vendors:read']);
});
afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;
let vendorNums = 700000 + (Date.now() % 100000);

const expectProblem = (res: Awaited<ReturnType<typeof api>>, status: number, detail?: RegExp) => {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  if (detail) expect(String(res.json.detail)).toMatch(detail);
};

const newVendorBody = (overrides: Record<string, unknown> = {}) => ({
  vendorNum: ++vendorNums,
  company: 'Acme Snow & Ice',
  address: '12 Main St',
  city: 'Albany',
  state: 'ny',
  zip: '12207',
  contactEmail: 'dispatch@acme.test; office@acme.test',
  phone: '(518) 555-0142',
  remitType: 'CHECK',
  checkCompany: 'Acme Snow & Ice LLC',
  ...overrides,
});

async function createVendorByApi(overrides: Record<string, unknown> = {}) {
  const externalId = unique('V');
  const res = await writer.call('PUT', `${VENDORS}/${externalId}`, { body: newVendorBody(overrides) });
  expect(res.status, res.text).toBe(201);
  const vendor = providerVendorSchema.parse(res.json);
  const row = await server.db
    .selectFrom('vendors')
    .select('id')
    .where('external_id', '=', externalId)
    .executeTakeFirstOrThrow();
  return { externalId, vendor, vendorId: row.id };
}

const vendorRows = (externalId: string) =>
  server.db.selectFrom('vendors').select('id').where('external_id', '=', externalId).execute();

const userBody = (overrides: Record<string, unknown> = {}) => ({
  email: `${unique('tech')}@acme.test`,
  firstName: 'Robin',
  lastName: 'Hale',
  phoneNumber: '518-555-0199',
  ...overrides,
});

/** A signed-in session of a new user of the vendor (made directly, with a random password). */
async function sessionOf(vendorId: number) {
  const user = await createUser(server.db, vendorId);
  return { ...user, token: await sessionTokenFor(server, user) };
}

const profileRead = (token: string) => server.call(getVendorProfileCall, {}, { as: { token } });

describe('the scope matrix', () => {
  const calls = [
    { method: 'PUT', path: `${VENDORS}/V-m`, scope: 'vendors:write', body: newVendorBody() },
    { method: 'GET', path: `${VENDORS}/V-m`, scope: 'vendors:read' },
    { method: 'GET', path: VENDORS, scope: 'vendors:read' },
    { method: 'PUT', path: `${VENDORS}/V-m/users/U-m`, scope: 'vendors:write', body: userBody() },
    { method: 'GET', path: `${VENDORS}/V-m/users/U-m`, scope: 'vendors:read' },
    { method: 'GET', path: `${VENDORS}/V-m/users`, scope: 'vendors:read' },
    { method: 'POST', path: `${VENDORS}/V-m/users/U-m/disable`, scope: 'vendors:write' },
    { method: 'POST', path: `${VENDORS}/V-m/users/U-m/enable`, scope: 'vendors:write' },
  ] as const;

  it('answers 401 without a token and for a vendor session, 403 without the scope', async () => {
    const vendorSession = await server.signIn();
    const others = await providerClient(server, ['work-orders:write', 'announcements:read']);
    for (const call of calls) {
      const init = { method: call.method, ...('body' in call ? { body: call.body } : {}) };
      expectProblem(await api(server, call.path, init), 401);
      expectProblem(await api(server, call.path, { ...init, token: vendorSession.token }), 401);
      expectProblem(await others.call(call.method, call.path, init), 403, new RegExp(call.scope));
      if (call.scope === 'vendors:write')
        expectProblem(await reader.call(call.method, call.path, init), 403, /vendors:write/);
    }
    expect(await vendorRows('V-m')).toEqual([]);
  });
});

describe('PUT /provider/v1/vendors/:externalId', () => {
  it("creates the vendor (201, ETag) with its profile and the company's fields, and records vendor.created", async () => {
    const { externalId, vendor, vendorId } = await createVendorByApi({ qpExclude: true, serviceFee: 2.5 });
    expect(vendor).toMatchObject({
      externalId,
      status: 'active',
      company: 'Acme Snow & Ice',
      state: 'NY',
      contactEmail: 'dispatch@acme.test;office@acme.test',
      phone: '5185550142',
      remitType: 'CHECK',
      checkCompany: 'Acme Snow & Ice LLC',
      qpExclude: true,
      isServiceFee: false,
      serviceFee: 2.5,
      allowGuestIVR: 0,
      version: 1,
    });
    const read = await reader.call('GET', `${VENDORS}/${externalId}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.json).toEqual(vendor);
    expect(await eventsOf(server.db, vendorId)).toMatchObject([
      {
        type: 'vendor.created',
        actorKind: 'provider',
        subject: { externalId },
        data: { vendorNum: vendor.vendorNum, status: 'active' },
      },
    ]);
  });

  it("changes the company's fields freely; the profile only with If-Match (428 without), 412 when stale", async () => {
    const { externalId, vendor, vendorId } = await createVendorByApi();
    const path = `${VENDORS}/${externalId}`;
    const own = await writer.call('PUT', path, {
      body: { remitType: 'ACH', qpExclude: true, isServiceFee: true, serviceFee: 3 },
    });
    expect(own.status, own.text).toBe(200);
    expect(own.headers.get('etag')).toBe('"2"');
    expect(own.json).toMatchObject({
      remitType: 'ACH',
      qpExclude: true,
      serviceFee: 3,
      company: vendor.company,
    });

    // the same values again (a sync loop resending what it has) change nothing
    const same = await writer.call('PUT', path, {
      body: newVendorBody({ vendorNum: vendor.vendorNum, remitType: 'ACH' }),
    });
    expect(same.status, same.text).toBe(200);
    expect(same.headers.get('etag')).toBe('"2"');

    expectProblem(
      await writer.call('PUT', path, { body: { company: 'Renamed', remitType: 'CHECK' } }),
      428,
      /company.*If-Match/,
    );
    expect((await reader.call('GET', path)).json).toMatchObject({
      company: vendor.company,
      remitType: 'ACH',
    });

    const renamed = await writer.call('PUT', path, {
      body: { company: 'Renamed', city: 'Troy' },
      headers: { 'if-match': '"2"' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.headers.get('etag')).toBe('"3"');

    // the vendor edits its profile in the portal: the version moves, the company's ETag goes stale
    const session = await sessionOf(vendorId);
    const edit = await server.call(
      updateVendorProfileCall,
      { body: { contactPerson: 'Pat Vendor' } },
      { as: session },
    );
    expect(edit.status, edit.text).toBe(200);
    const afterEdit = await reader.call('GET', path);
    expect(afterEdit.headers.get('etag')).toBe('"4"');
    expect(afterEdit.json).toMatchObject({ contactPerson: 'Pat Vendor' });
    expectProblem(
      await writer.call('PUT', path, { body: { contactPerson: 'Someone' }, headers: { 'if-match': '"3"' } }),
      412,
    );
    expect((await reader.call('GET', path)).json).toMatchObject({ contactPerson: 'Pat Vendor' });

    expectProblem(
      await writer.call('PUT', path, { body: { vendorNum: vendorNums + 50 } }),
      409,
      /cannot change/,
    );
    const events = (await eventsOf(server.db, vendorId)).filter((e) => e.type === 'vendor.updated');
    expect(events.map((e) => e.data)).toEqual([
      { fields: ['remitType', 'qpExclude', 'isServiceFee', 'serviceFee'], status: 'active' },
      { fields: ['company', 'city'], status: 'active' },
    ]);
  });

  it('replays the answer for the same Idempotency-Key, 422 for the key with another body', async () => {
    const externalId = unique('V');
    const path = `${VENDORS}/${externalId}`;
    const body = newVendorBody();
    const key = `${externalId}-k`;
    const first = await writer.call('PUT', path, { body, idempotencyKey: key });
    expect(first.status, first.text).toBe(201);
    const replay = await writer.call('PUT', path, { body, idempotencyKey: key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual(first.json);
    expectProblem(
      await writer.call('PUT', path, { body: { ...body, remitType: 'ACH' }, idempotencyKey: key }),
      422,
    );
    expect(await vendorRows(externalId)).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field, and creates nothing', async () => {
    const externalId = unique('V');
    const path = `${VENDORS}/${externalId}`;
    for (const [body, field] of [
      [newVendorBody({ state: 'New York' }), /state/],
      [newVendorBody({ zip: '1220' }), /zip/],
      [newVendorBody({ contactEmail: 'a@b.test, c@d.test' }), /contactEmail/],
      [newVendorBody({ serviceFee: 2.555 }), /serviceFee/],
      [newVendorBody({ status: 'paused' }), /status/],
      [newVendorBody({ vendorNum: 'x' }), /vendorNum/],
      [newVendorBody({ company: '' }), /company/],
      [newVendorBody({ extra: 1 }), /extra|Unrecognized/],
      [{ company: 'No number' }, /vendorNum must be given/],
    ] as const) {
      expectProblem(await writer.call('PUT', path, { body }), 400, field);
    }
    expectProblem(await writer.call('PUT', `${VENDORS}/bad%20id`, { body: newVendorBody() }), 400);
    const taken = await createVendorByApi();
    expectProblem(
      await writer.call('PUT', path, { body: newVendorBody({ vendorNum: taken.vendor.vendorNum }) }),
      409,
      /another vendor/,
    );
    expectProblem(
      await writer.call('PUT', path, { body: newVendorBody(), headers: { 'if-match': '"1"' } }),
      412,
    );
    expect(await vendorRows(externalId)).toEqual([]);
    expectProblem(await reader.call('GET', path), 404);
  });
});

describe('GET /provider/v1/vendors', () => {
  it('pages by cursor and filters by updated_since', async () => {
    const ids = [(await createVendorByApi()).externalId, (await createVendorByApi()).externalId];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await reader.call('GET', `${VENDORS}?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, res.text).toBe(200);
      const page = res.json as { items: { externalId: string }[]; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items.map((v) => v.externalId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);

    const future = new Date(Date.now() + 60_000).toISOString();
    const none = await reader.call('GET', `${VENDORS}?updated_since=${encodeURIComponent(future)}`);
    expect(none.json).toEqual({ items: [], nextCursor: null });
    const past = new Date(Date.now() - 60_000).toISOString();
    const recent = await reader.call(
      'GET',
      `${VENDORS}?limit=1000&updated_since=${encodeURIComponent(past)}`,
    );
    const recentIds = (recent.json.items as { externalId: string }[]).map((v) => v.externalId);
    expect(recentIds).toEqual(expect.arrayContaining(ids));
    expectProblem(await reader.call('GET', `${VENDORS}?cursor=garbage`), 400);
  });
});

describe('vendor users', () => {
  it('invites a user: the welcome e-mail arrives over SMTP and its link sets the password to sign in with', async () => {
    const { externalId: vendorExternalId, vendorId } = await createVendorByApi();
    const userExternalId = unique('U');
    const body = userBody({ administrator: true });
    const path = `${VENDORS}/${vendorExternalId}/users/${userExternalId}`;
    const res = await writer.call('PUT', path, { body });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('etag')).toBe('"1"');
    const user = providerVendorUserSchema.parse(res.json);
    expect(user).toMatchObject({
      externalId: userExternalId,
      vendorExternalId,
      email: body.email,
      phoneNumber: '5185550199',
      mobileNumber: null,
      status: 'active',
      roles: ['Administrator'],
    });

    const mail = await inbox.next(body.email);
    expect(mail.subject).toBe('Your vendor portal account');
    expect(mail.text).toContain('Hello Robin,');
    const link = linkIn(mail, '/auth/create-password');
    expect(link.origin).toBe(server.config.publicUrl);
    expect(res.text).not.toContain(link.searchParams.get('token'));
    const signedIn = await acceptInvitation(server, mail.text);
    expect(signedIn.serverVerified).toBe(true);

    const read = await reader.call('GET', path);
    expect(read.headers.get('etag')).toBe('"1"');
    expect(read.json).toEqual(user);
    const list = await reader.call('GET', `${VENDORS}/${vendorExternalId}/users`);
    expect(list.json).toEqual({ items: [user], nextCursor: null });
    expect(
      (await eventsOf(server.db, vendorId)).filter((e) => e.type === 'user.created').map((e) => e.actorKind),
    ).toEqual(['provider']);
  });

  it('updates names only with If-Match, refuses another address, and keeps vendors apart', async () => {
    const a = await createVendorByApi();
    const b = await createVendorByApi();
    const userExternalId = unique('U');
    const path = `${VENDORS}/${a.externalId}/users/${userExternalId}`;
    const body = userBody();
    expect((await writer.call('PUT', path, { body })).status).toBe(201);
    expect((await writer.call('PUT', path, { body })).status).toBe(200);
    expectProblem(await writer.call('PUT', path, { body: { ...body, lastName: 'Other' } }), 428, /lastName/);
    const renamed = await writer.call('PUT', path, {
      body: { ...body, lastName: 'Other' },
      headers: { 'if-match': '"1"' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.headers.get('etag')).toBe('"2"');
    expectProblem(
      await writer.call('PUT', path, {
        body: { ...body, lastName: 'Third' },
        headers: { 'if-match': '"1"' },
      }),
      412,
    );
    // a vendor administrator's edit in the portal moves the user's ETag too
    await server.db
      .updateTable('users')
      .set({ first_name: 'Robyn' })
      .where('external_id', '=', userExternalId)
      .execute();
    const edited = await reader.call('GET', path);
    expect(edited.headers.get('etag')).toBe('"3"');
    expect(edited.json).toMatchObject({ firstName: 'Robyn', lastName: 'Other' });
    expectProblem(
      await writer.call('PUT', path, {
        body: { ...body, lastName: 'Third' },
        headers: { 'if-match': '"2"' },
      }),
      412,
    );
    expectProblem(
      await writer.call('PUT', path, { body: { ...body, email: 'moved@acme.test' } }),
      409,
      /cannot change/,
    );
    // the user is not found under another vendor, and cannot be moved to it
    const underB = `${VENDORS}/${b.externalId}/users/${userExternalId}`;
    expectProblem(await reader.call('GET', underB), 404);
    expectProblem(await writer.call('PUT', underB, { body }), 409, /another vendor/);
    expect((await reader.call('GET', `${VENDORS}/${b.externalId}/users`)).json).toEqual({
      items: [],
      nextCursor: null,
    });
    expectProblem(await reader.call('GET', `${VENDORS}/NO-SUCH-V/users/${userExternalId}`), 404);
    expectProblem(
      await writer.call('PUT', `${VENDORS}/NO-SUCH-V/users/${unique('U')}`, { body: userBody() }),
      404,
    );
    // an address that already signs in, and bad input, create nothing
    expectProblem(
      await writer.call('PUT', `${VENDORS}/${b.externalId}/users/${unique('U')}`, { body }),
      409,
      /already signs in/,
    );
    for (const [bad, field] of [
      [userBody({ email: 'not-an-address' }), /email/],
      [userBody({ phoneNumber: '' }), /phoneNumber/],
      [userBody({ firstName: '' }), /firstName/],
      [userBody({ roles: ['x'] }), /roles|Unrecognized/],
    ] as const) {
      expectProblem(
        await writer.call('PUT', `${VENDORS}/${b.externalId}/users/${unique('U')}`, { body: bad }),
        400,
        field,
      );
    }
    const usersOfB = await server.db
      .selectFrom('users')
      .select('id')
      .where('vendor_id', '=', b.vendorId)
      .execute();
    expect(usersOfB).toEqual([]);
  });

  it('makes one user and sends one e-mail for concurrent invites of one external id', async () => {
    const { externalId: vendorExternalId } = await createVendorByApi();
    const userExternalId = unique('U');
    const body = userBody();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        writer.call('PUT', `${VENDORS}/${vendorExternalId}/users/${userExternalId}`, { body }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const rows = await server.db
      .selectFrom('users')
      .select('id')
      .where('external_id', '=', userExternalId)
      .execute();
    expect(rows).toHaveLength(1);
    await inbox.next(body.email);
    await mailQueueDrained(server.db);
    expect(inbox.received.filter((m) => m.to.includes(body.email))).toHaveLength(1);
  });

  it('disables a user: its session ends at once, sign-in refuses it, user.disabled is recorded once', async () => {
    const { externalId: vendorExternalId, vendorId } = await createVendorByApi();
    const userExternalId = unique('U');
    const body = userBody();
    const path = `${VENDORS}/${vendorExternalId}/users/${userExternalId}`;
    expect((await writer.call('PUT', path, { body })).status).toBe(201);
    const signedIn = await acceptInvitation(server, (await inbox.next(body.email)).text);
    const token = String(signedIn.finish.json.idToken);
    expect((await profileRead(token)).status).toBe(200);

    expectProblem(await writer.call('POST', `${path}/disable`, { headers: { 'if-match': '"7"' } }), 412);
    const disabled = await writer.call('POST', `${path}/disable`);
    expect(disabled.status, disabled.text).toBe(200);
    expect(disabled.json).toMatchObject({ status: 'disabled', version: 2 });
    expect(disabled.headers.get('etag')).toBe('"2"');
    expect((await profileRead(token)).status).toBe(401);
    const again = await srpSignIn(server, body.email, 'Chosen-Pass-2026');
    expect(again.finish.status).toBe(401);
    expect((await writer.call('POST', `${path}/disable`)).status).toBe(200);
    expectProblem(await writer.call('PUT', path, { body }), 409, /disabled/);
    const disabledEvents = (await eventsOf(server.db, vendorId)).filter((e) => e.type === 'user.disabled');
    expect(disabledEvents).toMatchObject([
      { actorKind: 'provider', subject: { userId: disabled.json.userId } },
    ]);
    expectProblem(await writer.call('POST', `${VENDORS}/${vendorExternalId}/users/NO-SUCH-U/disable`), 404);

    // enable beside disable (issue 38 point 10): the user signs in again with its password
    expectProblem(await writer.call('POST', `${path}/enable`, { headers: { 'if-match': '"1"' } }), 412);
    const enabled = await writer.call('POST', `${path}/enable`);
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.json).toMatchObject({ status: 'active', version: 3 });
    expect(enabled.headers.get('etag')).toBe('"3"');
    expect((await srpSignIn(server, body.email, 'Chosen-Pass-2026')).finish.json.result).toBe('SIGNED_IN');
    expect((await writer.call('POST', `${path}/enable`)).json).toMatchObject({
      status: 'active',
      version: 3,
    });
    expect((await eventsOf(server.db, vendorId)).filter((e) => e.type === 'user.enabled')).toMatchObject([
      { actorKind: 'provider', subject: { userId: disabled.json.userId } },
    ]);
    expectProblem(await writer.call('POST', `${VENDORS}/${vendorExternalId}/users/NO-SUCH-U/enable`), 404);
    // a user of another vendor is not found under this one
    const other = await createVendorByApi();
    expectProblem(
      await writer.call('POST', `${VENDORS}/${other.externalId}/users/${userExternalId}/enable`),
      404,
    );
  });
});

describe('an inactive vendor', () => {
  it("ends its users' sessions, refuses their sign-in and invites; active again, they sign in", async () => {
    const { externalId, vendorId } = await createVendorByApi();
    const path = `${VENDORS}/${externalId}`;
    const body = userBody();
    expect((await writer.call('PUT', `${path}/users/${unique('U')}`, { body })).status).toBe(201);
    const signedIn = await acceptInvitation(server, (await inbox.next(body.email)).text);
    const token = String(signedIn.finish.json.idToken);
    expect((await profileRead(token)).status).toBe(200);

    const inactive = await writer.call('PUT', path, { body: { status: 'inactive' } });
    expect(inactive.status, inactive.text).toBe(200);
    expect(inactive.json).toMatchObject({ status: 'inactive' });
    expect((await profileRead(token)).status).toBe(401);
    expect((await srpSignIn(server, body.email, 'Chosen-Pass-2026')).finish.status).toBe(401);
    expectProblem(
      await writer.call('PUT', `${path}/users/${unique('U')}`, { body: userBody() }),
      409,
      /inactive/,
    );
    const open = await server.db
      .selectFrom('auth_sessions')
      .innerJoin('users', 'users.id', 'auth_sessions.user_id')
      .select('auth_sessions.id')
      .where('users.vendor_id', '=', vendorId)
      .where('auth_sessions.revoked_at', 'is', null)
      .execute();
    expect(open).toEqual([]);

    expect((await writer.call('PUT', path, { body: { status: 'active' } })).status).toBe(200);
    const back = await srpSignIn(server, body.email, 'Chosen-Pass-2026');
    expect(back.finish.json.result).toBe('SIGNED_IN');
    // the old session stays ended
    expect((await profileRead(token)).status).toBe(401);
    expect(
      (await eventsOf(server.db, vendorId)).filter((e) => e.type === 'vendor.updated').map((e) => e.data),
    ).toEqual([
      { fields: ['status'], status: 'inactive' },
      { fields: ['status'], status: 'active' },
    ]);
  });

  it('are described in the OpenAPI document', async () => {
    const ops = JSON.stringify((await api(server, '/provider/v1/openapi.json')).json);
    for (const id of [
      'putVendor',
      'getVendor',
      'listVendors',
      'putVendorUser',
      'getVendorUser',
      'listVendorUsers',
      'disableVendorUser',
      'enableVendorUser',
    ])
      expect(ops).toContain(`"operationId":"${id}"`);
  });
});
