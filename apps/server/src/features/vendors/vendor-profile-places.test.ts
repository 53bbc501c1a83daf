// The profile update never trusts the form's dropdowns: a state must be a known state and a city one
// of that state (for the address and the mailing address), stored as the dataset spells them.
import { beforeAll, expect, it } from 'vitest';
import {
  CITY_NOT_IN_STATE,
  getVendorProfileCall,
  MAILING_CITY_NOT_IN_STATE,
  MAILING_STATE_UNKNOWN,
  STATE_UNKNOWN,
  updateVendorProfileCall,
  vendorProfile,
} from '@vp/contracts';
import { type TestServer } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';

const server = testServerForFile();
let me: Awaited<ReturnType<TestServer['signIn']>>;

beforeAll(async () => {
  me = await server.signIn();
});

const update = (body: unknown) => server.send(updateVendorProfileCall, { body }, { as: me });
const read = async () => vendorProfile.parse((await server.call(getVendorProfileCall, {}, { as: me })).json);

it('stores a known state and a city of it, spelt as the dataset spells them', async () => {
  const res = await update({ state: 'ny', city: 'ALBANY', mailingState: 'nj', mailingCity: 'newark' });
  expect(res.status, res.text).toBe(200);
  expect(await read()).toMatchObject({
    state: 'NY',
    city: 'Albany',
    mailingState: 'NJ',
    mailingCity: 'Newark',
  });
});

it('refuses an unknown state or a city of another state, and changes nothing', async () => {
  const before = await read();
  const cases: [Record<string, unknown>, string][] = [
    [{ state: 'ZZ' }, STATE_UNKNOWN],
    [{ state: 'NY', city: 'Hoboken' }, CITY_NOT_IN_STATE],
    // the kept city must belong to a new state
    [{ state: 'NJ' }, CITY_NOT_IN_STATE],
    // a new city must belong to the kept state
    [{ city: 'Springfield Gardens Nowhere' }, CITY_NOT_IN_STATE],
    [{ state: '', city: 'Albany' }, CITY_NOT_IN_STATE],
    [{ mailingState: 'QQ' }, MAILING_STATE_UNKNOWN],
    [{ mailingCity: 'Albany' }, MAILING_CITY_NOT_IN_STATE],
    [{ contactPerson: 'Changed', city: 'Paris' }, CITY_NOT_IN_STATE],
  ];
  for (const [body, message] of cases) {
    const res = await update(body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(res.json.error).toBe(message);
  }
  expect(await read()).toEqual(before);
});

it('lets the state and city be changed together and cleared together', async () => {
  expect((await update({ state: 'NJ', city: 'Newark' })).status).toBe(200);
  expect((await update({ state: '', city: '' })).status).toBe(200);
  expect(await read()).toMatchObject({ state: '', city: '' });
});

it('ignores the read-only check fields, remit type and vendor number sent through the call', async () => {
  const before = await read();
  const res = await update({
    remitType: 'ACH',
    checkCompany: 'X',
    checkDBA: 'X',
    checkAddress: 'X',
    checkCity: 'X',
    checkState: 'XX',
    checkZip: '00000',
    vendorNum: 1,
  });
  expect(res.status).toBe(200);
  expect(await read()).toEqual(before);
});
