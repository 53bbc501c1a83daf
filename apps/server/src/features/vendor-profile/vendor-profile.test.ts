// GET /api/get-vendor-detail-by-vend-num and POST /api/update-vendor-detail-by-vend-num over real HTTP
// and PostgreSQL: the profile of the session's vendor only, partial updates, the Mobile Guest IVR
// setting, the rules of SPEC section 5 "Profile", and that the provider's fields stay as they are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_PROFILE_UPDATED,
  COMPANY_REQUIRED,
  CONTACT_EMAIL_INVALID,
  CONTACT_EMAIL_TOO_LONG,
  FAX_INVALID,
  GUEST_IVR_UPDATED,
  MAILING_ZIP_INVALID,
  PHONE_INVALID,
  STATE_INVALID,
  ZIP_INVALID,
  vendorProfile,
} from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';

const GET = '/api/get-vendor-detail-by-vend-num';
const UPDATE = '/api/update-vendor-detail-by-vend-num';

let server: TestServer;
let me: Awaited<ReturnType<TestServer['signIn']>>;
let other: Awaited<ReturnType<TestServer['signIn']>>;

const read = async (token = me.token) => {
  const res = await api(server, GET, { token });
  expect(res.status).toBe(200);
  return vendorProfile.parse(res.json);
};
const update = (body: unknown, token = me.token) => api(server, UPDATE, { method: 'POST', token, body });

beforeAll(async () => {
  server = await startTestServer();
  me = await server.signIn();
  other = await server.signIn();
  await server.db
    .updateTable('vendors')
    .set({
      company: 'Northwind Mechanical LLC',
      remit_type: 'CHECK',
      check_company: 'Northwind Mechanical LLC',
      check_dba: 'Northwind',
      check_address: 'PO Box 2210',
      check_city: 'Albany',
      check_state: 'NY',
      check_zip: '12220',
      service_fee: '2.50',
    })
    .where('id', '=', me.vendorId)
    .execute();
});
afterAll(() => server.close());

describe('vendor profile', () => {
  it('needs a session for both calls', async () => {
    expect((await api(server, GET)).status).toBe(401);
    expect((await api(server, UPDATE, { method: 'POST', body: { allowGuestIVR: 1 } })).status).toBe(401);
  });

  it("answers the session's vendor's profile with every field", async () => {
    const profile = await read();
    expect(profile).toMatchObject({
      company: 'Northwind Mechanical LLC',
      vendorNum: me.vendorNum,
      serviceFee: 2.5,
      isServiceFee: false,
      remitType: 'CHECK',
      checkDBA: 'Northwind',
      checkZip: '12220',
      allowGuestIVR: 0,
    });
    expect(Object.keys(profile).sort()).toEqual(Object.keys(vendorProfile.shape).sort());
    expect((await read(other.token)).vendorNum).toBe(other.vendorNum);
  });

  it('saves the Mobile Guest IVR setting and reads it back, for this vendor only', async () => {
    const on = await update({ allowGuestIVR: 1 });
    expect(on.status).toBe(200);
    expect(on.json).toEqual({ success: true, message: GUEST_IVR_UPDATED });
    expect((await read()).allowGuestIVR).toBe(1);
    expect((await read(other.token)).allowGuestIVR).toBe(0);
    expect((await update({ allowGuestIVR: false })).status).toBe(200);
    expect((await read()).allowGuestIVR).toBe(0);
    const bad = await update({ allowGuestIVR: 2 });
    expect(bad.status).toBe(400);
    expect((await read()).allowGuestIVR).toBe(0);
  });

  it('changes only the fields sent, normalized, and ignores the provider’s fields', async () => {
    const before = await read();
    const res = await update({
      contactPerson: '  Sam Ortega ',
      phone: '(518) 555-0142',
      fax: '518.555.0143',
      state: 'ny',
      zip: '12207-1234',
      contactEmail: ' dispatch@northwind.example ; billing@northwind.example; ',
      // read-only for vendors: ignored
      serviceFee: '3.5',
      isServiceFee: true,
      vendorNum: 1,
      remitType: 'ACH',
      checkCompany: 'Someone Else',
      checkAddress: '1 Elsewhere',
      unknownField: 'x',
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: COMPANY_PROFILE_UPDATED });
    const after = await read();
    expect(after).toEqual({
      ...before,
      contactPerson: 'Sam Ortega',
      phone: '5185550142',
      fax: '5185550143',
      state: 'NY',
      zip: '12207-1234',
      contactEmail: 'dispatch@northwind.example;billing@northwind.example',
    });
    expect(after.vendorNum).toBe(me.vendorNum);
    expect(after.remitType).toBe('CHECK');
    expect(after.checkCompany).toBe('Northwind Mechanical LLC');
    // the other vendor is untouched
    expect((await read(other.token)).contactPerson).toBe('');
  });

  it('saves the whole form sent back as it was read', async () => {
    const profile = await read();
    const res = await update({ ...profile, city: 'Troy' });
    expect(res.status).toBe(200);
    expect(await read()).toEqual({ ...profile, city: 'Troy' });
  });

  it('refuses bad values with the texts of SPEC section 5 and changes nothing', async () => {
    const before = await read();
    const cases: [Record<string, unknown>, string][] = [
      [{ contactEmail: 'not-an-email' }, CONTACT_EMAIL_INVALID],
      [{ contactEmail: 'a@b.example, c@d.example' }, CONTACT_EMAIL_INVALID],
      [{ contactEmail: 'a@b.example;c@' }, CONTACT_EMAIL_INVALID],
      [
        {
          contactEmail: Array.from({ length: 12 }, (_, i) => `user${i}@northwind-mechanical.example`).join(
            ';',
          ),
        },
        CONTACT_EMAIL_TOO_LONG,
      ],
      [{ phone: '555-0142' }, PHONE_INVALID],
      [{ phone: 'call me' }, PHONE_INVALID],
      [{ fax: '12ab' }, FAX_INVALID],
      [{ zip: '1220' }, ZIP_INVALID],
      [{ mailingZip: 'ABCDE' }, MAILING_ZIP_INVALID],
      [{ state: 'N1' }, STATE_INVALID],
      [{ company: '   ' }, COMPANY_REQUIRED],
      // a valid field beside a bad one is not saved either
      [{ contactPerson: 'Changed', contactEmail: 'bad' }, CONTACT_EMAIL_INVALID],
    ];
    for (const [body, message] of cases) {
      const res = await update(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect((await update({ company: 5 })).status).toBe(400);
    expect((await update('{"allowGuestIVR":1}')).status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('lets empty values clear optional fields', async () => {
    const res = await update({ fax: '', contactEmail: '', mailingZip: '' });
    expect(res.status).toBe(200);
    expect(await read()).toMatchObject({ fax: '', contactEmail: '', mailingZip: '' });
  });
});
