// A NUL byte (or any other control character) in any text a call receives is a 400 that names the
// field, never a 500 (issue 14 point 5): one rule for every body, path parameter and query string,
// and PostgreSQL's own refusals of a value mapped to 400 behind it.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { registerErrorHandler } from './error-handler.ts';
import {
  acceptDeclineAnnouncementCall,
  createStaffCall,
  createVendorNoteCall,
  createVendorTradeCall,
  createVendorZipCall,
  forgotUserPasswordCall,
  searchInvoicesCall,
  signInStartCall,
  updateVendorProfileCall,
  userSetPasswordCall,
  callUrl,
  supplyPartnerLogoCall,
  getCitiesByStateCall,
  staffVendorsSearchCall,
} from '@vp/contracts';

const server = testServerForFile();
let token: string;
beforeAll(async () => {
  token = (await server.signIn()).token;
});

const NUL = '\u0000';

describe('control characters in requests', () => {
  // the review's public calls and a sample of the signed-in ones, each with a NUL in one text field
  const calls: { path: string; body?: Record<string, unknown>; field: string; signedIn: boolean }[] = [
    {
      path: signInStartCall.path,
      body: { email: `a${NUL}@b.example` },
      field: 'email',
      signedIn: false,
    },
    {
      path: forgotUserPasswordCall.path,
      body: { email: `a${NUL}@b.example` },
      field: 'email',
      signedIn: false,
    },
    {
      path: userSetPasswordCall.path,
      body: { email: 'a@b.example', password: `New-Pass${NUL}2026`, currentPassword: 'x' },
      field: 'password',
      signedIn: false,
    },
    {
      path: acceptDeclineAnnouncementCall.path,
      body: { rounddetailId: `abc${NUL}`, response: 'Accepted' },
      field: 'rounddetailId',
      signedIn: false,
    },
    {
      path: callUrl(supplyPartnerLogoCall, { params: { fileName: `logo${NUL}.svg` } }),
      field: 'fileName',
      signedIn: false,
    },
    { path: createVendorTradeCall.path, body: { trade: `HVAC${NUL}` }, field: 'trade', signedIn: true },
    { path: createVendorZipCall.path, body: { zip: `12207${NUL}` }, field: 'zip', signedIn: true },
    {
      path: createVendorNoteCall.path,
      body: { notes: `<p>hi${NUL}</p>`, notesType: 'Other', webDisplay: true },
      field: 'notes',
      signedIn: true,
    },
    {
      path: updateVendorProfileCall.path,
      body: { contactPerson: `Sam\u0007` },
      field: 'contactPerson',
      signedIn: true,
    },
    {
      path: searchInvoicesCall.path,
      body: { status: '', startDate: '', endDate: '', invoiceNum: `INV${NUL}` },
      field: 'invoiceNum',
      signedIn: true,
    },
    { path: callUrl(getCitiesByStateCall, { params: { state: 'N\u001b' } }), field: 'state', signedIn: true },
  ];

  it.each(calls)('$path refuses a control character in $field with a 400 naming it', async (call) => {
    const res = await api(server, call.path, {
      ...(call.body ? { method: 'POST', body: call.body } : {}),
      ...(call.signedIn ? { token } : {}),
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(`Invalid request: ${call.field}: must not contain control characters`);
  });

  it('refuses them on the staff console calls too (a body and a query), changing nothing', async () => {
    const admin = await staffSession(server, 'administrator');
    const headers = { cookie: admin.cookie };
    const created = await server.call(
      createStaffCall,
      { body: { email: 'ctl@acme.test', name: `Pat${NUL}Lee`, role: 'read_only' } },
      { headers },
    );
    expect(created.status).toBe(400);
    expect(created.json.error).toBe('Invalid request: name: must not contain control characters');
    const rows = await server.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('email', '=', 'ctl@acme.test')
      .execute();
    expect(rows).toEqual([]);
    const search = await server.send(staffVendorsSearchCall, { query: { q: `acme${NUL}` } }, { headers });
    expect(search.status).toBe(400);
    expect(search.json.error).toBe('Invalid request: q: must not contain control characters');
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const res = await server.send(
      createVendorNoteCall,
      { body: { notes: '<p>line one</p>\n<p>line\ttwo</p>', notesType: 'Other', webDisplay: true } },
      { as: { token } },
    );
    expect(res.status).toBe(200);
  });
});

describe("PostgreSQL's refusal of a value", () => {
  it('is a 400 with a clear message, not a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    // a NUL byte reaching a query unchecked: PostgreSQL refuses it (SQLSTATE 22021)
    app.get('/unchecked', async () => sql`select ${'a\u0000b'}::text as t`.execute(server.db));
    app.get('/not-a-number', async () => sql`select ${'abc'}::integer as n`.execute(server.db));
    try {
      for (const path of ['/unchecked', '/not-a-number']) {
        const res = await app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(400);
        expect(res.json().error, path).toMatch(/^Invalid request: /);
      }
    } finally {
      await app.close();
    }
  });
});
