import { beforeAll, describe, expect, it } from 'vitest';
import {
  getByZipCall,
  getByZipResponse,
  getCitiesByStateCall,
  getCitiesCall,
  getCitiesResponse,
  getStatesCall,
  getStatesResponse,
  noCityOrStateForZip,
  noStateForCode,
  STATE_CODE_MUST_BE_2_LETTERS,
  ZIP_CODE_MUST_BE_5_DIGITS,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';

const server = testServerForFile();
let me: { token: string };
beforeAll(async () => {
  me = await server.signIn();
});

const collator = new Intl.Collator('en-US');

describe('reference data', () => {
  it.each([
    { call: getStatesCall, input: {} },
    { call: getCitiesCall, input: {} },
    { call: getCitiesByStateCall, input: { params: { state: 'NY' } } },
    { call: getByZipCall, input: { params: { zip: '10001' } } },
  ])('$call.id needs a session', async ({ call, input }) => {
    const res = await server.send(call, input);
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('Sign in to continue.');
  });

  it('lists the states sorted by name', async () => {
    const res = await server.call(getStatesCall, {}, { as: me });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const { states } = getStatesResponse.parse(res.json);
    expect(states.length).toBeGreaterThanOrEqual(51);
    expect(states).toContainEqual({ stateCode: 'NY', stateName: 'New York' });
    expect(states).toContainEqual({ stateCode: 'DC', stateName: 'District of Columbia' });
    const names = states.map((s) => s.stateName);
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('lists every city, sorted, as JSON with a cache header', async () => {
    const res = await server.call(getCitiesCall, {}, { as: me });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const { cities } = getCitiesResponse.parse(res.json);
    expect(cities.length).toBeGreaterThan(25_000);
    expect(cities).toContainEqual({ cityName: 'Brooklyn', stateCode: 'NY' });
    expect(cities).toContainEqual({ cityName: 'Springfield', stateCode: 'IL' });
    const keys = cities.map((c) => `${c.cityName}|${c.stateCode}`);
    expect(new Set(keys).size).toBe(keys.length);
    const [first, second] = cities;
    expect(collator.compare(first!.cityName, second!.cityName)).toBeLessThanOrEqual(0);
    // the prebuilt answer is the same on the next call
    const again = await server.call(getCitiesCall, {}, { as: me });
    expect(again.text).toBe(res.text);
  });

  it("lists one state's cities, and reads the code without regard to case", async () => {
    const res = await server.call(getCitiesByStateCall, { params: { state: 'NY' } }, { as: me });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const { cities } = getCitiesResponse.parse(res.json);
    expect(cities.length).toBeGreaterThan(1000);
    expect(cities.every((c) => c.stateCode === 'NY')).toBe(true);
    expect(cities).toContainEqual({ cityName: 'Brooklyn', stateCode: 'NY' });
    expect(cities).toContainEqual({ cityName: 'New York', stateCode: 'NY' });
    const names = cities.map((c) => c.cityName);
    expect(names).toEqual([...names].sort(collator.compare));

    const lower = await server.call(getCitiesByStateCall, { params: { state: 'ny' } }, { as: me });
    expect(lower.json).toEqual(res.json);
  });

  it('answers 400 for a malformed state code and 404 for an unknown one', async () => {
    for (const bad of ['NYC', 'N1', '1']) {
      const res = await server.call(getCitiesByStateCall, { params: { state: bad } }, { as: me });
      expect(res.status, bad).toBe(400);
      expect(res.json.error).toBe(STATE_CODE_MUST_BE_2_LETTERS);
    }
    const unknown = await server.call(getCitiesByStateCall, { params: { state: 'ZZ' } }, { as: me });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(noStateForCode('ZZ'));
  });

  it('resolves a ZIP code to its state, city and county', async () => {
    const res = await server.call(getByZipCall, { params: { zip: '10001' } }, { as: me });
    expect(res.status).toBe(200);
    expect(getByZipResponse.parse(res.json)).toEqual({
      data: {
        states: [{ stateCode: 'NY', stateName: 'New York' }],
        cities: [{ cityName: 'New York', stateCode: 'NY' }],
        counties: [{ countyName: 'New York', stateCode: 'NY' }],
      },
    });
    const brooklyn = await server.call(getByZipCall, { params: { zip: '11201' } }, { as: me });
    expect(brooklyn.json).toEqual({
      data: {
        states: [{ stateCode: 'NY', stateName: 'New York' }],
        cities: [{ cityName: 'Brooklyn', stateCode: 'NY' }],
        counties: [{ countyName: 'Kings', stateCode: 'NY' }],
      },
    });
  });

  it('answers 400 for a ZIP that is not 5 digits', async () => {
    for (const bad of ['abc', '1234', '123456', '1000a', '10001-1234']) {
      const res = await server.call(getByZipCall, { params: { zip: bad } }, { as: me });
      expect(res.status, bad).toBe(400);
      expect(res.json.error).toBe(ZIP_CODE_MUST_BE_5_DIGITS);
    }
  });

  it('answers 404 for a ZIP code that does not exist', async () => {
    const res = await server.call(getByZipCall, { params: { zip: '00000' } }, { as: me });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe(noCityOrStateForZip('00000'));
    expect(res.json.error).toBe('No city or state was found for zip code 00000.');
  });
});
