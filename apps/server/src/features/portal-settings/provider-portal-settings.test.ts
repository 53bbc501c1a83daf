// The provider API's portal settings over real HTTP and PostgreSQL (decision 054): the settings read
// with their ETag, changed with a PUT that the vendor app's own calls (get-portal-settings and
// get-vendor-disclaimer-values) answer at once, If-Match (412 when stale), Idempotency-Key replay, a
// repeat that changes nothing, bad colours and lengths refused, and the settings.changed event.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  disclaimerValuesCall,
  getPortalSettingsCall,
  portalSettingsCall,
  providerPortalSettingsSchema,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';

const SETTINGS = getPortalSettingsCall.path;

const server = testServerForFile();
let writer: ProviderTestClient;
let reader: ProviderTestClient;
let vendorToken: string;

beforeAll(async () => {
  writer = await providerClient(server, ['settings:write', 'settings:read']);
  reader = await providerClient(server, ['settings:read']);
  vendorToken = (await server.signIn()).token;
});

const expectProblem = (res: Awaited<ReturnType<typeof api>>, status: number, detail?: RegExp) => {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  if (detail) expect(String(res.json.detail)).toMatch(detail);
};

const settingsEvents = () =>
  server.db
    .selectFrom('events')
    .select(['vendor_id as vendorId', 'actor_kind as actorKind', 'subject', 'data'])
    .where('type', '=', 'settings.changed')
    .orderBy('id')
    .execute();

const asVendor = async (path: string) => {
  const res = await api(server, path, { token: vendorToken });
  expect(res.status, res.text).toBe(200);
  return res.json;
};

describe(getPortalSettingsCall.path, () => {
  it('answers 401 without a token and for a vendor session, 403 without the scope', async () => {
    const others = await providerClient(server, ['vendors:read', 'documents:write']);
    for (const call of [
      { method: 'GET', scope: 'settings:read' },
      { method: 'PUT', scope: 'settings:write' },
    ] as const) {
      const init = {
        method: call.method,
        ...(call.method === 'PUT' ? { body: { portalMessage: 'x' } } : {}),
      };
      expectProblem(await api(server, SETTINGS, init), 401);
      expectProblem(await api(server, SETTINGS, { ...init, token: vendorToken }), 401);
      expectProblem(await others.call(call.method, SETTINGS, init), 403, new RegExp(call.scope));
    }
    expectProblem(await reader.call('PUT', SETTINGS, { body: { portalMessage: 'x' } }), 403);
    expect(await settingsEvents()).toEqual([]);
  });

  it("reads the settings the vendor app shows; a PUT shows in the vendor app's next calls at once", async () => {
    const before = await reader.call('GET', SETTINGS);
    expect(before.status, before.text).toBe(200);
    expect(before.headers.get('etag')).toBe('"1"');
    const current = providerPortalSettingsSchema.parse(before.json);
    expect(current).toMatchObject({ version: 1, portalMessage: '', portalPrefix: 'Vendor' });
    expect(await asVendor(portalSettingsCall.path)).toEqual({
      woHistoryMonthLimit: String(current.woHistoryMonthLimit),
      quickPayDisclaimer: current.quickPayDisclaimer,
      portalPrefix: current.portalPrefix,
      companyName: current.companyName,
    });

    const changes = {
      portalMessage: 'The portal is down for maintenance on Sunday 02:00-04:00 UTC.',
      portalMessageColor: '#b71c1c',
      quickPayDisclaimer: 'QuickPay pays early at a 2% discount.\nIt is deducted from the invoice.',
      portalPrefix: 'Acme Vendors',
      companyName: 'Acme Facilities',
      woHistoryMonthLimit: 24,
    };
    const put = await writer.call('PUT', SETTINGS, { body: changes, headers: { 'if-match': '"1"' } });
    expect(put.status, put.text).toBe(200);
    expect(put.headers.get('etag')).toBe('"2"');
    expect(providerPortalSettingsSchema.parse(put.json)).toMatchObject({ ...changes, version: 2 });

    expect(await asVendor(disclaimerValuesCall.path)).toEqual({
      portalMessage: changes.portalMessage,
      portalMessageColor: changes.portalMessageColor,
    });
    expect(await asVendor(portalSettingsCall.path)).toEqual({
      woHistoryMonthLimit: '24',
      quickPayDisclaimer: changes.quickPayDisclaimer,
      portalPrefix: 'Acme Vendors',
      companyName: 'Acme Facilities',
    });
    expect(await settingsEvents()).toEqual([
      {
        vendorId: null,
        actorKind: 'provider',
        subject: {},
        data: { fields: Object.keys(changes) },
      },
    ]);

    // only the named settings change; the others stay
    const banner = await writer.call('PUT', SETTINGS, { body: { portalMessage: '' } });
    expect(providerPortalSettingsSchema.parse(banner.json)).toMatchObject({
      ...changes,
      portalMessage: '',
      version: 3,
    });
    expect(await asVendor(disclaimerValuesCall.path)).toMatchObject({ portalMessage: '' });
  });

  it('412s a stale If-Match, replays an Idempotency-Key, and changes nothing for the same values', async () => {
    const { version } = providerPortalSettingsSchema.parse((await reader.call('GET', SETTINGS)).json);
    const eventsBefore = (await settingsEvents()).length;
    expectProblem(
      await writer.call('PUT', SETTINGS, {
        body: { portalMessage: 'stale' },
        headers: { 'if-match': `"${version - 1}"` },
      }),
      412,
    );
    const key = `settings-${Date.now()}`;
    const first = await writer.call('PUT', SETTINGS, {
      body: { portalMessage: 'Welcome!' },
      idempotencyKey: key,
    });
    expect(first.headers.get('etag')).toBe(`"${version + 1}"`);
    const replay = await writer.call('PUT', SETTINGS, {
      body: { portalMessage: 'Welcome!' },
      idempotencyKey: key,
    });
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(replay.json).toEqual(first.json);
    expectProblem(
      await writer.call('PUT', SETTINGS, { body: { portalMessage: 'Other' }, idempotencyKey: key }),
      422,
    );
    const same = await writer.call('PUT', SETTINGS, { body: { portalMessage: 'Welcome!' } });
    expect([same.status, same.headers.get('etag')]).toEqual([200, `"${version + 1}"`]);
    expect((await settingsEvents()).length).toBe(eventsBefore + 1);
  });

  it('refuses bad colours, lengths and names with a 400 naming the field, and changes nothing', async () => {
    const before = (await reader.call('GET', SETTINGS)).json;
    for (const [body, field] of [
      [{ portalMessageColor: 'red' }, /portalMessageColor/],
      [{ portalMessageColor: '#12345' }, /portalMessageColor/],
      [{ portalMessageColor: 'url(javascript:x)' }, /portalMessageColor/],
      [{ portalMessage: 'x'.repeat(501) }, /portalMessage/],
      [{ portalMessage: 'two\nlines' }, /portalMessage/],
      [{ portalPrefix: '' }, /portalPrefix/],
      [{ portalPrefix: 'x'.repeat(41) }, /portalPrefix/],
      [{ quickPayDisclaimer: 'x'.repeat(2001) }, /quickPayDisclaimer/],
      [{ woHistoryMonthLimit: 0 }, /woHistoryMonthLimit/],
      [{ woHistoryMonthLimit: '12' }, /woHistoryMonthLimit/],
      [{ bannerText: 'x' }, /bannerText|unrecognized/i],
      [{}, /at least one/],
    ] as const)
      expectProblem(await writer.call('PUT', SETTINGS, { body }), 400, field);
    expect((await reader.call('GET', SETTINGS)).json).toEqual(before);
  });
});
