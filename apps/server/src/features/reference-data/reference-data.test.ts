import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callUrl,
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
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signIn()).token;
});
afterAll(() => server.close());

const collator = new Intl.Collator('en-US');

describe('reference data', () => {
  it.each([
    getStatesCall.path,
    getCitiesCall.path,
    '/api/get-cities/NY',
    '/api/get-cities-states-counties-by-zip/10001',
  ])('%s needs a session', async (path) => {
    const res = await api(server, path);
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('Sign in to continue.');
  });

  it('lists the states sorted by name', async () => {
    const res = await api(server, getStatesCall.path, { token });
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
    const res = await api(server, getCitiesCall.path, { token });
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
    const again = await api(server, getCitiesCall.path, { token });
    expect(again.text).toBe(res.text);
  });

  it("lists one state's cities, and reads the code without regard to case", async () => {
    const res = await api(server, '/api/get-cities/NY', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const { cities } = getCitiesResponse.parse(res.json);
    expect(cities.length).toBeGreaterThan(1000);
    expect(cities.every((c) => c.stateCode === 'NY')).toBe(true);
    expect(cities).toContainEqual({ cityName: 'Brooklyn', stateCode: 'NY' });
    expect(cities).toContainEqual({ cityName: 'New York', stateCode: 'NY' });
    const names = cities.map((c) => c.cityName);
    expect(names).toEqual([...names].sort(collator.compare));

    const lower = await api(server, '/api/get-cities/ny', { token });
    expect(lower.json).toEqual(res.json);
  });

  it('answers 400 for a malformed state code and 404 for an unknown one', async () => {
    for (const bad of ['NYC', 'N1', '1']) {
      const res = await api(server, callUrl(getCitiesByStateCall, { params: { state: bad } }), { token });
      expect(res.status, bad).toBe(400);
      expect(res.json.error).toBe(STATE_CODE_MUST_BE_2_LETTERS);
    }
    const unknown = await api(server, '/api/get-cities/ZZ', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(noStateForCode('ZZ'));
  });

  it('resolves a ZIP code to its state, city and county', async () => {
    const res = await api(server, '/api/get-cities-states-counties-by-zip/10001', { token });
    expect(res.status).toBe(200);
    expect(getByZipResponse.parse(res.json)).toEqual({
      data: {
        states: [{ stateCode: 'NY', stateName: 'New York' }],
        cities: [{ cityName: 'New York', stateCode: 'NY' }],
        counties: [{ countyName: 'New York', stateCode: 'NY' }],
      },
    });
    const brooklyn = await api(server, '/api/get-cities-states-counties-by-zip/11201', { token });
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
      const res = await api(server, callUrl(getByZipCall, { params: { zip: bad } }), { token });
      expect(res.status, bad).toBe(400);
      expect(res.json.error).toBe(ZIP_CODE_MUST_BE_5_DIGITS);
    }
  });

  it('answers 404 for a ZIP code that does not exist', async () => {
    const res = await api(server, '/api/get-cities-states-counties-by-zip/00000', { token });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe(noCityOrStateForZip('00000'));
    expect(res.json.error).toBe('No city or state was found for zip code 00000.');
  });
});
