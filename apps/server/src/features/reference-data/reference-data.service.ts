// US states, cities, counties and ZIP codes. The lists only change with a migration, so each process
// reads them once and keeps them: the all-cities answer (~30k rows, ~1 MB) is serialized once and sent
// as a ready string thereafter. ZIP lookups go to the database (one primary-key read each).
import {
  getCitiesResponse,
  noCityOrStateForZip,
  noStateForCode,
  STATE_CODE_MUST_BE_2_LETTERS,
  stateCodePattern,
  ZIP_CODE_MUST_BE_5_DIGITS,
  zipCodePattern,
  type GetByZipResponse,
  type GetCitiesResponse,
  type GetStatesResponse,
  type UsCity,
  type UsState,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findZipCode, listCities, listStates } from './reference-data.repository.ts';

type Snapshot = {
  states: UsState[];
  /** every city, checked against the contract once and serialized */
  citiesJson: string;
  /** by state code; a known state without cities has an empty list */
  citiesByState: Map<string, UsCity[]>;
};

// Sorted here rather than in SQL so the order is en-US whatever locale the database was created with.
const collator = new Intl.Collator('en-US');
const byCity = (a: UsCity, b: UsCity) =>
  collator.compare(a.cityName, b.cityName) || collator.compare(a.stateCode, b.stateCode);

async function readSnapshot(db: Db): Promise<Snapshot> {
  const [states, cities] = await Promise.all([listStates(db), listCities(db)]);
  states.sort((a, b) => collator.compare(a.stateName, b.stateName));
  cities.sort(byCity);
  const citiesByState = new Map<string, UsCity[]>(states.map((s) => [s.stateCode, []]));
  for (const city of cities) citiesByState.get(city.stateCode)?.push(city);
  // the prebuilt string bypasses the route's serializer, so it is held to the contract here instead
  const citiesJson = JSON.stringify(getCitiesResponse.parse({ cities }));
  return { states, citiesJson, citiesByState };
}

export type ReferenceDataService = ReturnType<typeof makeReferenceDataService>;

export function makeReferenceDataService(db: Db) {
  let snapshot: Promise<Snapshot> | null = null;
  const load = () => {
    // concurrent first requests share one read; a failed read is not kept, the next request retries
    snapshot ??= readSnapshot(db).catch((err: unknown) => {
      snapshot = null;
      throw err;
    });
    return snapshot;
  };

  return {
    async getStates(): Promise<GetStatesResponse> {
      return { states: (await load()).states };
    },

    /** The all-cities answer, already serialized as JSON. */
    async getCitiesJson(): Promise<string> {
      return (await load()).citiesJson;
    },

    async getCitiesOfState(state: string): Promise<GetCitiesResponse> {
      if (!stateCodePattern.test(state)) throw new AppError('bad_request', STATE_CODE_MUST_BE_2_LETTERS);
      const code = state.toUpperCase();
      const cities = (await load()).citiesByState.get(code);
      if (!cities) throw new AppError('not_found', noStateForCode(code));
      return { cities };
    },

    async getByZip(zip: string): Promise<GetByZipResponse> {
      if (!zipCodePattern.test(zip)) throw new AppError('bad_request', ZIP_CODE_MUST_BE_5_DIGITS);
      const row = await findZipCode(db, zip);
      if (!row) throw new AppError('not_found', noCityOrStateForZip(zip));
      const { cityName, stateCode, stateName, countyName } = row;
      return {
        data: {
          states: [{ stateCode, stateName }],
          cities: [{ cityName, stateCode }],
          counties: countyName ? [{ countyName, stateCode }] : [],
        },
      };
    },
  };
}
