// GET /api/get-vendor-detail-by-vend-num and POST /api/update-vendor-detail-by-vend-num over real HTTP
// and PostgreSQL: the profile of the session's vendor only, partial updates, the Mobile Guest IVR
// setting, the rules of SPEC section 5 "Profile", and that the provider's fields stay as they are; a
// save over a newer version than it names is refused with that version (decision 100).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_PROFILE_UPDATED,
  COMPANY_REQUIRED,
  CONTACT_EMAIL_INVALID,
  contactEmailTooLong,
  FAX_INVALID,
  getVendorProfileCall,
  GUEST_IVR_UPDATED,
  MAILING_ZIP_INVALID,
  PHONE_INVALID,
  PROFILE_STALE,
  STATE_INVALID,
  updateVendorProfileCall,
  vendorProfile,
  ZIP_INVALID,
} from '@vp/contracts';
import { api, type TestServer } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';

const GET = getVendorProfileCall.path;
const UPDATE = updateVendorProfileCall.path;

const server = testServerForFile();
let me: Awaited<ReturnType<TestServer['signIn']>>;
let other: Awaited<ReturnType<TestServer['signIn']>>;

const read = async (token = me.token) => {
  const res = await api(server, GET, { token });
  expect(res.status).toBe(200);
  return vendorProfile.parse(res.json);
};
const update = (body: unknown, token = me.token) => api(server, UPDATE, { method: 'POST', token, body });

beforeAll(async () => {
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
    expect(on.json).toEqual({ success: true, message: GUEST_IVR_UPDATED, version: expect.any(Number) });
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
    expect(res.json).toEqual({
      success: true,
      message: COMPANY_PROFILE_UPDATED,
      version: before.version + 1,
    });
    const after = await read();
    expect(after).toEqual({
      ...before,
      version: before.version + 1,
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
    expect(await read()).toEqual({ ...profile, city: 'Troy', version: profile.version + 1 });
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
        contactEmailTooLong(
          Array.from({ length: 12 }, (_, i) => `user${i}@northwind-mechanical.example`).join(';').length,
        ),
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

describe('a save names the version it was read at (decision 100)', () => {
  it('refuses the second of two saves from one read with the newer profile, and overwrites nothing', async () => {
    const read0 = await read();
    // tab B: Contact Person
    const b = await update({ ...read0, contactPerson: 'Pat from tab B' });
    expect(b.status).toBe(200);
    expect(b.json).toMatchObject({ success: true, version: read0.version + 1 });
    const afterB = await read();
    // tab A, opened before B's save: Fax, with the rest of the form as it was read
    const a = await update({ ...read0, fax: '5185550177' });
    expect(a.status).toBe(409);
    expect(a.json).toMatchObject({ statusCode: 409, code: 'stale-version', error: PROFILE_STALE });
    expect(vendorProfile.parse(a.json.current)).toEqual(afterB);
    expect(await read()).toEqual(afterB);
    // the form loads the newer profile and saves again: both changes stand
    const again = await update({ ...vendorProfile.parse(a.json.current), fax: '5185550177' });
    expect(again.status).toBe(200);
    expect(await read()).toMatchObject({ contactPerson: 'Pat from tab B', fax: '5185550177' });
  });

  it('refuses the Mobile Guest IVR setting over a newer version too', async () => {
    const before = await read();
    expect((await update({ contactPerson: 'Someone else', version: before.version })).status).toBe(200);
    const stale = await update({
      allowGuestIVR: before.allowGuestIVR === 1 ? 0 : 1,
      version: before.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('stale-version');
    const now = await read();
    expect(now.allowGuestIVR).toBe(before.allowGuestIVR);
    expect(vendorProfile.parse(stale.json.current)).toEqual(now);
    const fresh = await update({ allowGuestIVR: 1, version: now.version });
    expect(fresh.status).toBe(200);
    expect(fresh.json).toEqual({ success: true, message: GUEST_IVR_UPDATED, version: now.version + 1 });
  });

  it('counts a change made by the company as a newer version', async () => {
    const before = await read();
    await server.db.updateTable('vendors').set({ remit_type: 'ACH' }).where('id', '=', me.vendorId).execute();
    const stale = await update({ ...before, contactPerson: 'Late' });
    expect(stale.status).toBe(409);
    expect(vendorProfile.parse(stale.json.current)).toMatchObject({
      remitType: 'ACH',
      version: before.version + 1,
    });
    await server.db
      .updateTable('vendors')
      .set({ remit_type: 'CHECK' })
      .where('id', '=', me.vendorId)
      .execute();
  });

  it('lets exactly one of two saves made at once from one read through', async () => {
    const before = await read();
    const [first, second] = await Promise.all([
      update({ ...before, contactPerson: 'At once 1' }),
      update({ ...before, contactPerson: 'At once 2' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? 'At once 1' : 'At once 2';
    expect(await read()).toMatchObject({ contactPerson: winner, version: before.version + 1 });
  });

  it('takes a save without a version as the spec has it (last save wins)', async () => {
    const before = await read();
    await update({ contactPerson: 'Newer', version: before.version });
    const res = await update({ contactPerson: 'Spec client' });
    expect(res.status).toBe(200);
    expect((await read()).contactPerson).toBe('Spec client');
  });

  it("never answers or changes another vendor's profile, and needs a session", async () => {
    const mine = await read();
    const theirs = await read(other.token);
    // the other vendor sends my version: it is checked against its own profile only
    const version = mine.version === theirs.version ? mine.version + 1 : mine.version;
    const res = await update({ contactPerson: 'Intruder', version }, other.token);
    expect(res.status).toBe(409);
    expect(vendorProfile.parse(res.json.current)).toEqual(theirs);
    expect(await read()).toEqual(mine);
    expect(await read(other.token)).toEqual(theirs);
    const signedOut = await api(server, UPDATE, {
      method: 'POST',
      body: { contactPerson: 'x', version: mine.version },
    });
    expect(signedOut.status).toBe(401);
    expect(await read()).toEqual(mine);
  });

  it('refuses a version that is not a whole number, changing nothing', async () => {
    const before = await read();
    for (const version of ['1', -1, 1.5, null]) {
      const res = await update({ contactPerson: 'Bad version', version });
      expect(res.status).toBe(400);
    }
    expect(await read()).toEqual(before);
  });
});
