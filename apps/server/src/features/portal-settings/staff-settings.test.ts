// The console's Portal settings screen on the server (issue 18 point 2, decision 060): every role reads
// the settings and the QuickPay options; an Administrator's change is the provider API's change (the
// vendor calls read it at once, the settings version moves, settings.changed is recorded with the staff
// member as actor) with a staff audit row holding the values before and after; bad input is 400 with
// what is wrong and changes nothing; the same values again change nothing; an unknown option is 404.
import { describe, expect, it } from 'vitest';
import {
  callUrl,
  disclaimerValuesCall,
  getPortalSettingsCall,
  manualQuickPaySettingsCall,
  optQuickPayCall,
  portalSettingsCall,
  PORTAL_SETTINGS_STALE,
  putPortalSettingsCall,
  staffAddQuickPayOptionCall,
  staffPutQuickPayOptionCall,
  staffPutSettingsCall,
  type StaffSettings,
  staffSettingsCall,
  staffSettingsSchema,
  updateInvoiceQuickPayCall,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { providerClient } from '../../../test/provider-client.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { addInvoice, settingId } from '../../../test/fixtures/index.ts';

const server = testServerForFile();

const settingsEvents = () =>
  server.db
    .selectFrom('events')
    .select(['type', 'actor_kind as actorKind', 'actor_id as actorId', 'data'])
    .where('type', '=', 'settings.changed')
    .orderBy('id')
    .execute();

const auditRows = (subjectType: string) =>
  server.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_id as staffId', 'subject_id as subjectId', 'before', 'after'])
    .where('subject_type', '=', subjectType)
    .orderBy('id')
    .execute();

const optionPath = (id: number) => callUrl(staffPutQuickPayOptionCall, { params: { optionId: id } });

describe('the portal settings', () => {
  it('every role reads them; an Administrator changes them as the provider API does, with the audit row', async () => {
    const reader = await staffSession(server, 'read_only');
    const admin = await staffSession(server, 'administrator');
    const read = await server.call(staffSettingsCall, {}, { headers: { cookie: reader.cookie } });
    expect(read.status, read.text).toBe(200);
    const before = read.json as StaffSettings;
    expect(before.quickPayOptions.length).toBeGreaterThanOrEqual(8);

    const put = (body: unknown, cookie = admin.cookie) =>
      server.send(staffPutSettingsCall, { body }, { headers: { cookie } });

    // bad input: 400 naming the field, nothing changed
    const badColour = await put({ portalMessage: 'Closed Monday', portalMessageColor: 'red' });
    expect(badColour.status).toBe(400);
    expect(badColour.json.message).toMatch(/portalMessageColor: a colour '#rrggbb'/);
    const twoLines = await put({ portalMessage: 'one\ntwo' });
    expect(twoLines.status).toBe(400);
    expect(twoLines.json.message).toMatch(/portalMessage/);
    const emptyPrefix = await put({ portalPrefix: '  ' });
    expect(emptyPrefix.status).toBe(400);
    expect(emptyPrefix.json.message).toMatch(/portalPrefix/);
    const nothing = await put({});
    expect(nothing.status).toBe(400);
    expect(nothing.json.message).toMatch(/name at least one setting/);
    const unknownField = await put({ banner: 'x' });
    expect(unknownField.status).toBe(400);
    expect((await settingsEvents()).length).toBe(0);
    expect(await auditRows('portal-settings')).toEqual([]);

    // a read-only member may not save
    expect((await put({ portalMessage: 'Not mine' }, reader.cookie)).status).toBe(403);

    const saved = await put({
      portalMessage: 'Offices closed on Monday',
      portalMessageColor: '#7b1fa2',
      quickPayDisclaimer: 'QuickPay fees are final.\nPayments go out by check.',
      portalPrefix: 'Acme Vendors',
    });
    expect(saved.status, saved.text).toBe(200);
    const after = saved.json as StaffSettings;
    expect(after.settings).toMatchObject({
      portalMessage: 'Offices closed on Monday',
      portalMessageColor: '#7b1fa2',
      portalPrefix: 'Acme Vendors',
      version: before.settings.version + 1,
    });

    // what the vendor app reads at its next call
    const vendor = await server.signIn();
    const banner = await server.call(disclaimerValuesCall, {}, { as: { token: vendor.token } });
    expect(banner.json).toMatchObject({
      portalMessage: 'Offices closed on Monday',
      portalMessageColor: '#7b1fa2',
    });
    const portal = await server.call(portalSettingsCall, {}, { as: { token: vendor.token } });
    expect(portal.json).toMatchObject({
      portalPrefix: 'Acme Vendors',
      quickPayDisclaimer: 'QuickPay fees are final.\nPayments go out by check.',
    });

    // the provider's event, by the staff member, and the audit row with before and after
    expect(await settingsEvents()).toEqual([
      {
        type: 'settings.changed',
        actorKind: 'staff',
        actorId: admin.staffId,
        data: { fields: ['portalMessage', 'portalMessageColor', 'quickPayDisclaimer', 'portalPrefix'] },
      },
    ]);
    expect(await auditRows('portal-settings')).toEqual([
      {
        action: 'settings.changed',
        staffId: admin.staffId,
        subjectId: null,
        before: {
          portalMessage: before.settings.portalMessage,
          portalMessageColor: before.settings.portalMessageColor,
          quickPayDisclaimer: before.settings.quickPayDisclaimer,
          portalPrefix: before.settings.portalPrefix,
        },
        after: {
          portalMessage: 'Offices closed on Monday',
          portalMessageColor: '#7b1fa2',
          quickPayDisclaimer: 'QuickPay fees are final.\nPayments go out by check.',
          portalPrefix: 'Acme Vendors',
        },
      },
    ]);

    // the same values again change nothing: no version, event or audit row
    const same = await put({ portalMessage: 'Offices closed on Monday' });
    expect(same.status).toBe(200);
    expect((same.json as StaffSettings).settings.version).toBe(after.settings.version);
    expect((await settingsEvents()).length).toBe(1);
    expect((await auditRows('portal-settings')).length).toBe(1);
  });
});

describe('the field work settings (issue 41: decisions 114, 117)', () => {
  it('an Administrator changes the answer hours, the check-in radius and the check-in rule; bad values change nothing', async () => {
    const admin = await staffSession(server, 'administrator');
    const put = (body: unknown) => server.send(staffPutSettingsCall, { body }, { as: admin });
    const read = async () =>
      staffSettingsSchema.parse((await server.call(staffSettingsCall, {}, { as: admin })).json).settings;
    const before = await read();
    const eventsBefore = (await settingsEvents()).length;

    // bad input: 400 naming the setting, nothing changed
    const cases: [unknown, RegExp][] = [
      [{ checkInRadiusMeters: 24 }, /checkInRadiusMeters/],
      [{ checkInRadiusMeters: 5001 }, /checkInRadiusMeters/],
      [{ checkInRadiusMeters: 100.5 }, /checkInRadiusMeters/],
      [{ checkInRadiusMeters: '300' }, /checkInRadiusMeters/],
      [{ dispatchResponseHours: 0 }, /dispatchResponseHours/],
      [{ dispatchResponseHours: 721 }, /dispatchResponseHours/],
      [{ requireCheckInBeforeCompletion: 'yes' }, /requireCheckInBeforeCompletion/],
      [{ version: before.version }, /name at least one setting/],
      [{ checkInRadiusMeters: 300, version: -1 }, /version/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toMatch(message);
    }
    expect(await read()).toEqual(before);
    expect((await settingsEvents()).length).toBe(eventsBefore);

    const saved = await put({
      dispatchResponseHours: 48,
      checkInRadiusMeters: 600,
      requireCheckInBeforeCompletion: !before.requireCheckInBeforeCompletion,
      version: before.version,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(staffSettingsSchema.parse(saved.json).settings).toMatchObject({
      dispatchResponseHours: 48,
      checkInRadiusMeters: 600,
      requireCheckInBeforeCompletion: !before.requireCheckInBeforeCompletion,
      portalMessage: before.portalMessage,
      version: before.version + 1,
    });
    // the company's systems read the same settings
    const company = await providerClient(server, ['settings:read']);
    expect((await company.call('GET', getPortalSettingsCall.path)).json).toMatchObject({
      dispatchResponseHours: 48,
      checkInRadiusMeters: 600,
    });
    expect((await auditRows('portal-settings')).at(-1)).toMatchObject({
      staffId: admin.staffId,
      before: {
        dispatchResponseHours: before.dispatchResponseHours,
        checkInRadiusMeters: before.checkInRadiusMeters,
      },
      after: { dispatchResponseHours: 48, checkInRadiusMeters: 600 },
    });
  });

  it('a change made on settings changed since they were read is refused with them; nothing is overwritten', async () => {
    const admin = await staffSession(server, 'administrator');
    const put = (body: unknown) => server.send(staffPutSettingsCall, { body }, { as: admin });
    const read = staffSettingsSchema.parse((await server.call(staffSettingsCall, {}, { as: admin })).json);

    // the company's systems change the radius after the screen was read
    const company = await providerClient(server, ['settings:write', 'settings:read']);
    const theirs = await company.call('PUT', putPortalSettingsCall.path, {
      body: { checkInRadiusMeters: 900 },
    });
    expect(theirs.status, theirs.text).toBe(200);

    // the screen's save of the radius, and of another setting, on the version it read: 409 with the
    // settings as they now are, nothing written
    const eventsBefore = (await settingsEvents()).length;
    for (const body of [{ checkInRadiusMeters: 300 }, { dispatchResponseHours: 12 }]) {
      const stale = await put({ ...body, version: read.settings.version });
      expect(stale.status, stale.text).toBe(409);
      expect(stale.json).toMatchObject({ code: 'stale-version', message: PORTAL_SETTINGS_STALE });
      const current = staffSettingsSchema.parse(stale.json.current);
      expect(current.settings).toMatchObject({
        checkInRadiusMeters: 900,
        dispatchResponseHours: read.settings.dispatchResponseHours,
        version: read.settings.version + 1,
      });
      expect(current.quickPayOptions.length).toBe(read.quickPayOptions.length);
    }
    expect((await settingsEvents()).length).toBe(eventsBefore);

    // made again on the version the refusal gave: saved, the company's radius kept
    const current = staffSettingsSchema.parse(
      (await put({ dispatchResponseHours: 12, version: read.settings.version })).json.current,
    );
    const again = await put({ dispatchResponseHours: 12, version: current.settings.version });
    expect(again.status, again.text).toBe(200);
    expect(staffSettingsSchema.parse(again.json).settings).toMatchObject({
      dispatchResponseHours: 12,
      checkInRadiusMeters: 900,
    });
    // a client that names no version is taken as before
    expect((await put({ checkInRadiusMeters: 250 })).status).toBe(200);
  });

  it('is refused without a session (401) and to a role the contract does not name (403)', async () => {
    expect((await server.send(staffPutSettingsCall, { body: { checkInRadiusMeters: 300 } })).status).toBe(
      401,
    );
    const manager = await staffSession(server, 'vendor_manager');
    expect(
      (await server.send(staffPutSettingsCall, { body: { checkInRadiusMeters: 300 } }, { as: manager }))
        .status,
    ).toBe(403);
  });
});

describe('the QuickPay options', () => {
  it('an Administrator changes and adds options that vendors are offered; bad ones are refused with nothing changed', async () => {
    const admin = await staffSession(server, 'administrator');
    const headers = { cookie: admin.cookie };
    const m15 = await settingId(server.db, 'manual', 15);
    const m7 = await settingId(server.db, 'manual', 7);
    const a10 = await settingId(server.db, 'automatic', 10);
    const put = (id: number, body: unknown) => api(server, optionPath(id), { method: 'PUT', headers, body });
    const eventsBefore = (await settingsEvents()).length;
    const vendor = await server.signIn();
    // an invoice that chose the option keeps its figures when the option changes
    const invoiceId = await addInvoice(server.db, vendor.vendorId, {
      invoiceNum: 'OPT-1',
      receivedDate: '2026-03-01',
      dueDate: '2099-06-30',
      netPay: '1000.00',
    });
    const chosen = await server.call(
      updateInvoiceQuickPayCall,
      { body: { id: invoiceId, settingId: m15 } },
      { as: { token: vendor.token } },
    );
    expect(chosen.status, chosen.text).toBe(200);

    // bad input: 400 naming what is wrong; nothing changed
    const cases: [unknown, RegExp][] = [
      [{ percentage: '0', days: 15, mailingFee: '0.00', active: true }, /percentage: a percentage above 0/],
      [{ percentage: '100', days: 15, mailingFee: '0.00', active: true }, /percentage/],
      [{ percentage: '2.505', days: 15, mailingFee: '0.00', active: true }, /at most two decimals/],
      [{ percentage: '2.00', days: 0, mailingFee: '0.00', active: true }, /days: at least 1 day/],
      [{ percentage: '2.00', days: 400, mailingFee: '0.00', active: true }, /days: at most 365 days/],
      [{ percentage: '2.00', days: 15, mailingFee: '-1', active: true }, /mailingFee/],
      [{ percentage: '2.00', days: 15, mailingFee: '0.00' }, /active/],
      [
        { percentage: '2.00', days: 7, mailingFee: '0.00', active: true },
        /already a per-invoice QuickPay option of 7 days/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await put(m15, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message, JSON.stringify(body)).toMatch(message);
    }
    const addTaken = await server.call(
      staffAddQuickPayOptionCall,
      { body: { kind: 'automatic', percentage: '3.00', days: 10, mailingFee: '0.00', active: true } },
      { headers },
    );
    expect(addTaken.status).toBe(400);
    expect(addTaken.json.message).toMatch(/already an automatic QuickPay option of 10 days/);
    expect(
      (await put(2147483000, { percentage: '2.00', days: 15, mailingFee: '0.00', active: true })).status,
    ).toBe(404);
    expect((await settingsEvents()).length).toBe(eventsBefore);
    expect(await auditRows('quick-pay-option')).toEqual([]);

    // an automatic option with vendors opted in stays offered
    const opted = await server.call(
      optQuickPayCall,
      { body: { Option: true, SettingId: a10 } },
      { as: { token: vendor.token } },
    );
    expect(opted.status, opted.text).toBe(200);
    const inUse = await put(a10, { percentage: '2.50', days: 10, mailingFee: '0.00', active: false });
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toMatch(/1 vendor is opted in/);

    // change an option: vendors are offered the new terms; the invoice keeps the ones it chose
    const changed = await put(m15, { percentage: '1.75', days: 14, mailingFee: '2.50', active: true });
    expect(changed.status, changed.text).toBe(200);
    expect((changed.json as StaffSettings).quickPayOptions.find((o) => o.id === m15)).toMatchObject({
      percentage: '1.75',
      days: 14,
      mailingFee: '2.50',
      active: true,
    });
    // deactivate another: it is no longer offered
    expect((await put(m7, { percentage: '3.00', days: 7, mailingFee: '0.00', active: false })).status).toBe(
      200,
    );
    const offered = await server.call(manualQuickPaySettingsCall, {}, { as: { token: vendor.token } });
    const manual = (offered.json.quickpaysetting as { id: number; percentage: number; days: number }[]).map(
      (o) => [o.id, o.percentage, o.days],
    );
    expect(manual).toContainEqual([m15, 1.75, 14]);
    expect(manual.map(([id]) => id)).not.toContain(m7);
    const invoice = await server.db
      .selectFrom('invoices')
      .select(['qp_percent', 'qp_days', 'qp_amount'])
      .where('inv_seq', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ qp_percent: '2.00', qp_days: 15, qp_amount: '980.00' });

    // add one
    const added = await server.call(
      staffAddQuickPayOptionCall,
      { body: { kind: 'manual', percentage: '0.50', days: 45, mailingFee: '0', active: true } },
      { headers },
    );
    expect(added.status, added.text).toBe(200);
    const newOption = (added.json as StaffSettings).quickPayOptions.find(
      (o) => o.kind === 'manual' && o.days === 45,
    );
    expect(newOption).toMatchObject({ percentage: '0.50', mailingFee: '0.00', active: true });

    // the same values again change nothing
    expect((await put(m15, { percentage: '1.75', days: 14, mailingFee: '2.5', active: true })).status).toBe(
      200,
    );

    // events and audit rows: one per change
    const events = (await settingsEvents()).slice(eventsBefore);
    expect(events).toEqual(
      Array.from({ length: 3 }, () => ({
        type: 'settings.changed',
        actorKind: 'staff',
        actorId: admin.staffId,
        data: { fields: ['quickPayOptions'] },
      })),
    );
    expect(await auditRows('quick-pay-option')).toEqual([
      {
        action: 'quick-pay-option.changed',
        staffId: admin.staffId,
        subjectId: String(m15),
        before: { kind: 'manual', percentage: '2.00', days: 15, mailingFee: '0.00', active: true },
        after: { kind: 'manual', percentage: '1.75', days: 14, mailingFee: '2.50', active: true },
      },
      expect.objectContaining({
        action: 'quick-pay-option.changed',
        subjectId: String(m7),
        after: expect.objectContaining({ active: false }),
      }),
      {
        action: 'quick-pay-option.added',
        staffId: admin.staffId,
        subjectId: String(newOption!.id),
        before: null,
        after: { kind: 'manual', percentage: '0.50', days: 45, mailingFee: '0.00', active: true },
      },
    ]);

    // Accounts payable reads but does not change them
    const payables = await staffSession(server, 'accounts_payable');
    expect((await server.call(staffSettingsCall, {}, { headers: { cookie: payables.cookie } })).status).toBe(
      200,
    );
    const refused = await api(server, optionPath(m15), {
      method: 'PUT',
      headers: { cookie: payables.cookie },
      body: { percentage: '9.00', days: 14, mailingFee: '0.00', active: true },
    });
    expect(refused.status).toBe(403);
  });
});
