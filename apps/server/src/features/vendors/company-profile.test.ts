// The company profile's own calls over real HTTP and PostgreSQL: the ACH message (sanitized), company
// notes (sanitized, type 'Other', web-shown only), trades from the catalog once each, ZIP codes as 5
// known digits once each; every call needs a session and reaches only the session's vendor's rows
// (another vendor's answer 404 exactly like missing ones).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callUrl,
  COMPANY_NOTE_ADDED,
  COMPANY_NOTE_MAX_LENGTH,
  COMPANY_NOTE_REQUIRED,
  COMPANY_NOTE_TYPE_INVALID,
  companyNoteTooLong,
  createVendorNoteCall,
  createVendorTradeCall,
  createVendorZipCall,
  deleteVendorTradeCall,
  deleteVendorZipCall,
  getAchMessageCall,
  getTradeCatalogCall,
  getTradeCatalogResponse,
  getVendorNotesCall,
  getVendorNotesResponse,
  getVendorTradesByVendorCall,
  getVendorTradesByVendorResponse,
  getVendorZipsCall,
  getVendorZipsResponse,
  TRADE_DUPLICATE,
  TRADE_NOT_FOUND,
  TRADE_REQUIRED,
  TRADE_UNKNOWN,
  VENDOR_TRADE_ADDED,
  VENDOR_TRADE_DELETED,
  ZIP_CODE_ADDED,
  ZIP_CODE_DELETED,
  ZIP_CODE_DUPLICATE,
  ZIP_CODE_INVALID,
  ZIP_CODE_NOT_FOUND,
  ZIP_CODE_UNKNOWN,
} from '@vp/contracts';
import { api, type TestServer } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';

const server = testServerForFile();
let me: Awaited<ReturnType<TestServer['signIn']>>;
let other: Awaited<ReturnType<TestServer['signIn']>>;

beforeAll(async () => {
  me = await server.signIn();
  other = await server.signIn();
});

const post = (path: string, body: unknown, token: string | undefined = me.token) =>
  api(server, path, { method: 'POST', body, ...(token ? { token } : {}) });
const del = (path: string, token: string | undefined = me.token) =>
  api(server, path, { method: 'DELETE', ...(token ? { token } : {}) });
const trades = async (token = me.token) =>
  getVendorTradesByVendorResponse.parse(
    (await server.call(getVendorTradesByVendorCall, {}, { as: { token } })).json,
  ).vendorTradeByVendorIds;
const zips = async (token = me.token) =>
  getVendorZipsResponse.parse((await server.call(getVendorZipsCall, {}, { as: { token } })).json).vendorZip;
const notes = async (token = me.token) =>
  getVendorNotesResponse.parse((await server.call(getVendorNotesCall, {}, { as: { token } })).json)
    .venderNotes;

describe('every call of the screen', () => {
  it('needs a session (401)', async () => {
    for (const path of [
      getAchMessageCall.path,
      getVendorNotesCall.path,
      getVendorTradesByVendorCall.path,
      getTradeCatalogCall.path,
      getVendorZipsCall.path,
    ]) {
      expect((await api(server, path)).status, path).toBe(401);
    }
    expect((await post(createVendorNoteCall.path, { notes: '<p>x</p>' }, '')).status).toBe(401);
    expect((await post(createVendorTradeCall.path, { code: 'HVAC' }, '')).status).toBe(401);
    expect((await post(createVendorZipCall.path, { zipCode: '12207' }, '')).status).toBe(401);
    expect((await del(callUrl(deleteVendorTradeCall, { params: { id: 1 } }), '')).status).toBe(401);
    expect((await del(callUrl(deleteVendorZipCall, { params: { id: 1 } }), '')).status).toBe(401);
    expect(await trades()).toEqual([]);
    expect(await zips()).toEqual([]);
    expect(await notes()).toEqual([]);
  });
});

describe('ACH message', () => {
  it('answers the setting sanitized, and empty when none is set', async () => {
    const res = await server.call(getAchMessageCall, {}, { as: me });
    expect(res.json).toEqual({ vendorAchMessage: '' });
    await server.db
      .updateTable('portal_settings')
      .set({ value: '<p>Paid by <b>ACH</b>.</p><img src=x onerror=alert(1)><script>alert(2)</script>' })
      .where('key', '=', 'vendorAchMessage')
      .execute();
    const set = await server.call(getAchMessageCall, {}, { as: me });
    expect(set.json).toEqual({ vendorAchMessage: '<p>Paid by <b>ACH</b>.</p>' });
  });
});

describe('trades', () => {
  it('offers the catalog and adds a trade from it once, for this vendor only', async () => {
    const catalog = getTradeCatalogResponse.parse(
      (await server.call(getTradeCatalogCall, {}, { as: me })).json,
    ).vendorTrades;
    expect(catalog).toContain('HVAC');
    expect(catalog.every((t) => typeof t === 'string')).toBe(true);

    const added = await post(createVendorTradeCall.path, { code: 'hvac' });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      success: true,
      message: VENDOR_TRADE_ADDED,
      vendorTrade: { tradeCode: 'HVAC' },
    });
    expect((await trades()).map((t) => t.tradeCode)).toEqual(['HVAC']);
    expect(await trades(other.token)).toEqual([]);

    const again = await post(createVendorTradeCall.path, { code: 'HVAC' });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(TRADE_DUPLICATE);
    // the other vendor may have the same trade
    expect((await post(createVendorTradeCall.path, { code: 'HVAC' }, other.token)).status).toBe(200);
  });

  it('refuses an empty or unknown trade with a clear message and adds nothing', async () => {
    const before = await trades();
    const cases: [unknown, number, string | null][] = [
      [{ code: '' }, 400, TRADE_REQUIRED],
      [{ code: '   ' }, 400, TRADE_REQUIRED],
      [{}, 400, TRADE_REQUIRED],
      [{ code: 'Astrology' }, 400, TRADE_UNKNOWN],
      [{ code: '<script>alert(1)</script>' }, 400, TRADE_UNKNOWN],
      [{ code: 5 }, 400, null],
      [{ code: 'x'.repeat(201) }, 400, null],
    ];
    for (const [body, status, message] of cases) {
      const res = await post(createVendorTradeCall.path, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json.error).toBe(message);
    }
    expect(await trades()).toEqual(before);
  });

  it("deletes the vendor's own trade; another vendor's answers 404 like a missing one", async () => {
    const [mine] = await trades();
    const [theirs] = await trades(other.token);
    const cross = await del(callUrl(deleteVendorTradeCall, { params: { id: theirs!.id } }));
    const missing = await del(callUrl(deleteVendorTradeCall, { params: { id: 999999 } }));
    expect([cross.status, missing.status]).toEqual([404, 404]);
    expect(cross.json.error).toBe(TRADE_NOT_FOUND);
    expect(missing.json.error).toBe(TRADE_NOT_FOUND);
    expect(await trades(other.token)).toHaveLength(1);
    expect((await del(callUrl(deleteVendorTradeCall, { params: { id: 'abc' } }))).status).toBe(400);

    const res = await del(callUrl(deleteVendorTradeCall, { params: { id: mine!.id } }));
    expect(res.json).toEqual({ success: true, error: null, message: VENDOR_TRADE_DELETED });
    expect(await trades()).toEqual([]);
    expect((await del(callUrl(deleteVendorTradeCall, { params: { id: mine!.id } }))).status).toBe(404);
  });
});

describe('zip codes', () => {
  it('adds a known ZIP with its city and state, once, for this vendor only', async () => {
    const added = await post(createVendorZipCall.path, { zipCode: ' 12207 ' });
    expect(added.status).toBe(200);
    expect(added.json).toMatchObject({
      success: true,
      message: ZIP_CODE_ADDED,
      vendorZip: { zipCode: '12207', city: 'Albany', state: 'NY' },
    });
    // a number, as the form's numeric input may send it; leading zeros come back
    const numeric = await post(createVendorZipCall.path, { zipCode: 7102 });
    expect(numeric.json.vendorZip).toMatchObject({ zipCode: '07102', state: 'NJ' });
    expect((await zips()).map((z) => z.zipCode)).toEqual(['07102', '12207']);
    expect(await zips(other.token)).toEqual([]);

    const again = await post(createVendorZipCall.path, { zipCode: 12207 });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(ZIP_CODE_DUPLICATE);
    expect((await post(createVendorZipCall.path, { zipCode: '12207' }, other.token)).status).toBe(200);
  });

  it('refuses anything but a positive 5-digit known ZIP and adds nothing', async () => {
    const before = await zips();
    const cases: [unknown, string | null][] = [
      [{ zipCode: '' }, ZIP_CODE_INVALID],
      [{}, ZIP_CODE_INVALID],
      [{ zipCode: -12207 }, ZIP_CODE_INVALID],
      [{ zipCode: '-1220' }, ZIP_CODE_INVALID],
      [{ zipCode: 0 }, ZIP_CODE_INVALID],
      [{ zipCode: '00000' }, ZIP_CODE_INVALID],
      [{ zipCode: 12207.5 }, ZIP_CODE_INVALID],
      [{ zipCode: 123456 }, ZIP_CODE_INVALID],
      [{ zipCode: '1220' }, ZIP_CODE_INVALID],
      [{ zipCode: '12207-1234' }, ZIP_CODE_INVALID],
      [{ zipCode: 'abcde' }, ZIP_CODE_INVALID],
      [{ zipCode: '99999' }, ZIP_CODE_UNKNOWN],
      [{ zipCode: true }, null],
    ];
    for (const [body, message] of cases) {
      const res = await post(createVendorZipCall.path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json.error).toBe(message);
    }
    expect(await zips()).toEqual(before);
  });

  it("deletes the vendor's own ZIP; another vendor's answers 404 like a missing one", async () => {
    const mine = (await zips()).find((z) => z.zipCode === '12207')!;
    const [theirs] = await zips(other.token);
    const cross = await del(callUrl(deleteVendorZipCall, { params: { id: theirs!.id } }));
    const missing = await del(callUrl(deleteVendorZipCall, { params: { id: 999999 } }));
    expect([cross.status, missing.status]).toEqual([404, 404]);
    expect(cross.json.error).toBe(ZIP_CODE_NOT_FOUND);
    expect(missing.json.error).toBe(ZIP_CODE_NOT_FOUND);
    expect(await zips(other.token)).toHaveLength(1);

    const res = await del(callUrl(deleteVendorZipCall, { params: { id: mine.id } }));
    expect(res.json).toEqual({ success: true, error: null, message: ZIP_CODE_DELETED });
    expect((await zips()).map((z) => z.zipCode)).toEqual(['07102']);
  });
});

describe('company notes', () => {
  it('adds a sanitized note of type Other by the session user, for this vendor only', async () => {
    const res = await post(createVendorNoteCall.path, {
      vendNum: 0,
      currentUser: 0,
      noteType: 'Other',
      notes:
        '<p>New <strong>insurance</strong> carrier.</p><img src=x onerror=alert(1)><script>alert(2)</script>',
      webDisplay: true,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      message: COMPANY_NOTE_ADDED,
      venderNote: {
        notes: '<p>New <strong>insurance</strong> carrier.</p>',
        noteType: 'Other',
        inputBy: 'Test User',
      },
    });
    const [note] = await notes();
    expect(note).toEqual(res.json.venderNote);
    expect(await notes(other.token)).toEqual([]);
    // the defaults make a bare note valid
    expect((await post(createVendorNoteCall.path, { notes: 'Second' })).status).toBe(200);
    expect((await notes()).map((n) => n.notes)).toEqual([
      'Second',
      '<p>New <strong>insurance</strong> carrier.</p>',
    ]);
  });

  it('does not list notes the provider keeps off the web', async () => {
    await server.db
      .insertInto('vendor_notes')
      .values({
        vendor_id: me.vendorId,
        user_id: null,
        note_type: 'Internal',
        notes: 'hidden',
        web_display: false,
        input_by: 'Provider',
      })
      .execute();
    expect((await notes()).map((n) => n.notes)).not.toContain('hidden');
  });

  it('refuses an empty, markup-only, oversize or mistyped note and adds nothing', async () => {
    const before = await notes();
    const cases: [unknown, string | null][] = [
      [{ notes: '' }, COMPANY_NOTE_REQUIRED],
      [{}, COMPANY_NOTE_REQUIRED],
      [{ notes: '<p> </p><script>alert(1)</script>' }, COMPANY_NOTE_REQUIRED],
      [{ notes: 'x'.repeat(COMPANY_NOTE_MAX_LENGTH + 1) }, companyNoteTooLong(COMPANY_NOTE_MAX_LENGTH)],
      [{ notes: 'x', noteType: 'Tech Notes' }, COMPANY_NOTE_TYPE_INVALID],
      [{ notes: 'x', webDisplay: false }, null],
      [{ notes: 5 }, null],
    ];
    for (const [body, message] of cases) {
      const res = await post(createVendorNoteCall.path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json.error).toBe(message);
    }
    expect(await notes()).toEqual(before);
  });
});
