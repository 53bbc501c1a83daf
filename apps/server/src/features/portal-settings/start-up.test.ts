import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { createDb } from '../../platform/db/database.ts';
import { portalPrefixReader } from './start-up.service.ts';
import { disclaimerValuesCall, portalSettingsCall, securityKeysCall, statusOrdersCall } from '@vp/contracts';

const server = testServerForFile();
let token: string;
beforeAll(async () => {
  token = (await server.signIn()).token;
});

const calls = [
  portalSettingsCall.path,
  disclaimerValuesCall.path,
  statusOrdersCall.path,
  securityKeysCall.path,
];

describe('start-up calls', () => {
  it.each(calls)('%s needs a session', async (path) => {
    const res = await api(server, path);
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('Sign in to continue.');
  });

  it('serves the settings with defaults, and what IT stored over them', async () => {
    const before = await server.call(portalSettingsCall, {}, { as: { token } });
    expect(before.json).toMatchObject({ woHistoryMonthLimit: '12', portalPrefix: 'Vendor' });
    expect(String(before.json.quickPayDisclaimer).length).toBeGreaterThan(10);
    await server.db
      .insertInto('portal_settings')
      .values({ key: 'woHistoryMonthLimit', value: '0' })
      .execute();
    const after = await server.call(portalSettingsCall, {}, { as: { token } });
    expect(after.json.woHistoryMonthLimit).toBe('0');
  });

  it('serves the portal message and its colour', async () => {
    await server.db
      .insertInto('portal_settings')
      .values([
        { key: 'portalMessage', value: 'Portal maintenance Sunday 2am' },
        { key: 'portalMessageColor', value: '#b71c1c' },
      ])
      .execute();
    const res = await server.call(disclaimerValuesCall, {}, { as: { token } });
    expect(res.json).toEqual({
      portalMessage: 'Portal maintenance Sunday 2am',
      portalMessageColor: '#b71c1c',
    });
  });

  it('serves the status codes in their display order', async () => {
    const res = await server.call(statusOrdersCall, {}, { as: { token } });
    const list = res.json.statusOrders as { code: string; sortOrder: number }[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list[0]).toEqual({ code: 'OPEN', description: 'Open', sortOrder: 1 });
    expect(list.map((s) => s.sortOrder)).toEqual([...list.map((s) => s.sortOrder)].sort((a, b) => a - b));
  });

  it('serves the client-visible keys', async () => {
    const res = await server.call(securityKeysCall, {}, { as: { token } });
    expect((res.json.securityKeys as Record<string, string>).mapsSearchUrl).toMatch(/^https:\/\//);
  });
});

describe('the portal prefix written into index.html', () => {
  it('is read again after 30 s, and a failed read answers the last one (or the default)', async () => {
    let clock = 0;
    const read = portalPrefixReader(server.db, () => clock);
    expect(await read()).toBe('Vendor');
    await server.db
      .insertInto('portal_settings')
      .values({ key: 'portalPrefix', value: 'Acme' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'Acme' }))
      .execute();
    expect(await read()).toBe('Vendor'); // reused within 30 s
    clock += 30_000;
    expect(await read()).toBe('Acme');

    // a handle whose pool is closed fails every query, as an unreachable database does
    const closed = createDb({
      url: 'postgres://nobody@127.0.0.1:1/none',
      poolMax: 1,
      connectTimeoutMs: 200,
      statementTimeoutMs: 1000,
    });
    await closed.destroy();
    expect(await portalPrefixReader(closed)()).toBe('Vendor');
  });
});
