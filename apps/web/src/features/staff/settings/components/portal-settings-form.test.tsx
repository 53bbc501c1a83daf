// The console's portal settings form on the form kit (react-hook-form + the contract's zod rules,
// decision 107): the field work's settings (decisions 114, 117) say what is wrong in the form's own
// words and send nothing; a save sends only the settings changed and the version the form was filled
// from (newer settings read meanwhile refill it only while untouched); refused for a newer version
// (decision 100) it says so beside Save, and Load the latest version puts the newer settings in the
// fields. Against a real HTTP server on loopback, which answers the saves.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LOAD_LATEST_VERSION,
  PORTAL_SETTINGS_STALE,
  STALE_VERSION_CODE,
  staffSettingsCall,
  type ProviderPortalSettings,
  type StaffSettings,
} from '@vp/contracts';
import { setApiBaseUrl } from '../../../../lib/api-client.ts';
import { callKey } from '../../../../lib/call.ts';
import { useStaffSettings } from '../api/settings.ts';
import { PortalSettingsForm } from './portal-settings-form.tsx';

const SETTINGS: ProviderPortalSettings = {
  portalMessage: '',
  portalMessageColor: '#0d47a1',
  quickPayDisclaimer: 'By opting in I agree.',
  portalPrefix: 'Vendor',
  companyName: 'Facilities Services',
  woHistoryMonthLimit: 12,
  checkInRadiusMeters: 250,
  requireCheckInBeforeCompletion: false,
  dispatchResponseHours: 24,
  version: 5,
  updatedAt: '2026-11-29T10:00:00.000Z',
};
/** Someone else's change, saved after the form was filled. */
const NEWER: StaffSettings = {
  settings: { ...SETTINGS, checkInRadiusMeters: 900, version: 6 },
  quickPayOptions: [],
};

const bodies: unknown[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: null };
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      bodies.push(JSON.parse(text) as unknown);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  setApiBaseUrl('');
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  bodies.length = 0;
});
afterEach(cleanup);

/** The form as the screen draws it: from the screen's query, which a save's answer replaces. */
function FromTheScreen() {
  const settings = useStaffSettings();
  return settings.data ? <PortalSettingsForm settings={settings.data.settings} canChange /> : null;
}

function open() {
  const queryClient = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false, staleTime: Infinity } },
  });
  queryClient.setQueryData(callKey(staffSettingsCall), { settings: SETTINGS, quickPayOptions: [] });
  render(
    <QueryClientProvider client={queryClient}>
      <FromTheScreen />
    </QueryClientProvider>,
  );
  return queryClient;
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
// a save's answer and the form's check are asynchronous; under load they take more than the default second
const WAIT = { timeout: 10_000 };
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

// the whole form renders (MUI) several times per test: slow in jsdom on a busy machine
describe('the field work settings of the portal settings form', { timeout: 20_000 }, () => {
  it('shows the stored values and says what is wrong in its own words, sending nothing', async () => {
    open();
    expect(field(/^Hours to answer a dispatch/).value).toBe('24');
    expect(field(/^Check-in radius/).value).toBe('250');
    expect(field(/^Require a check-in before/).checked).toBe(false);
    type(/^Check-in radius/, '10');
    type(/^Hours to answer a dispatch/, '2.5');
    save();
    expect(
      await screen.findByText('Enter a whole number of metres from 25 to 5,000.', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('Enter a whole number of hours from 1 to 720.')).toBeTruthy();
    // corrected, the messages go (the form checks again as it is typed in)
    type(/^Check-in radius/, '300');
    type(/^Hours to answer a dispatch/, '24');
    await waitFor(() => expect(screen.queryByText(/^Enter a whole number/)).toBeNull(), WAIT);
    type(/^Check-in radius/, '5001');
    type(/^Hours to answer a dispatch/, '721');
    save();
    expect(
      await screen.findByText('Enter a whole number of metres from 25 to 5,000.', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText('Enter a whole number of hours from 1 to 720.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('sends only the settings changed, with the version the form was filled from', async () => {
    answer = {
      status: 200,
      body: {
        settings: {
          ...SETTINGS,
          checkInRadiusMeters: 600,
          dispatchResponseHours: 48,
          requireCheckInBeforeCompletion: true,
          version: 6,
        },
        quickPayOptions: [],
      },
    };
    open();
    type(/^Check-in radius/, ' 600 ');
    type(/^Hours to answer a dispatch/, '48');
    fireEvent.click(field(/^Require a check-in before/));
    save();
    await waitFor(() => expect(bodies).toHaveLength(1), WAIT);
    expect(bodies[0]).toEqual({
      checkInRadiusMeters: 600,
      dispatchResponseHours: 48,
      requireCheckInBeforeCompletion: true,
      version: 5,
    });
  });

  it('newer settings read meanwhile refill an untouched form; one being edited keeps its values and version', async () => {
    const untouched = open();
    untouched.setQueryData(callKey(staffSettingsCall), NEWER);
    await waitFor(() => expect(field(/^Check-in radius/).value).toBe('900'), WAIT);
    cleanup();

    answer = { status: 200, body: NEWER };
    const edited = open();
    type(/^Hours to answer a dispatch/, '36');
    // e.g. a QuickPay option's save, whose answer carries another member's radius (act: drawn at once)
    act(() => void edited.setQueryData(callKey(staffSettingsCall), NEWER));
    expect(field(/^Hours to answer a dispatch/).value).toBe('36');
    expect(field(/^Check-in radius/).value).toBe('250');
    save();
    await waitFor(() => expect(bodies).toHaveLength(1), WAIT);
    // sent on the version its fields were filled from: the server refuses it if that is not the latest
    expect(bodies[0]).toEqual({ dispatchResponseHours: 36, version: 5 });
  });

  it('refused for a newer version, says so beside Save and loads the newer settings on request', async () => {
    answer = {
      status: 409,
      body: {
        statusCode: 409,
        code: STALE_VERSION_CODE,
        error: PORTAL_SETTINGS_STALE,
        message: PORTAL_SETTINGS_STALE,
        current: NEWER,
      },
    };
    open();
    type(/^Check-in radius/, '300');
    save();
    expect(await screen.findByText(PORTAL_SETTINGS_STALE, {}, WAIT)).toBeTruthy();
    // the typed value stays until the user asks for the newer ones
    expect(field(/^Check-in radius/).value).toBe('300');
    fireEvent.click(screen.getByRole('button', { name: LOAD_LATEST_VERSION }));
    await waitFor(() => expect(field(/^Check-in radius/).value).toBe('900'), WAIT);
    expect(screen.queryByText(PORTAL_SETTINGS_STALE)).toBeNull();

    // the next save names the newer version
    answer = { status: 200, body: { ...NEWER, settings: { ...NEWER.settings, dispatchResponseHours: 12 } } };
    type(/^Hours to answer a dispatch/, '12');
    save();
    await waitFor(() => expect(bodies).toHaveLength(2), WAIT);
    expect(bodies[1]).toEqual({ dispatchResponseHours: 12, version: 6 });
  });
});
