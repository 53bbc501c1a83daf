import { z } from 'zod';

export const usCity = z.object({ cityName: z.string(), stateCode: z.string() });
export type UsCity = z.infer<typeof usCity>;

/** GET /api/get-cities: every city of every state, sorted by city name, then state code. */
export const getCitiesPath = '/api/get-cities';
export const getCitiesResponse = z.object({ cities: z.array(usCity) });
export type GetCitiesResponse = z.infer<typeof getCitiesResponse>;

/**
 * GET /api/get-cities/:state: the cities of one state, sorted by name. A malformed code answers 400
 * (STATE_CODE_MUST_BE_2_LETTERS), an unknown one 404 (noStateForCode); a known state without
 * cities in the dataset (e.g. PR) answers an empty list.
 */
export const getCitiesByStatePath = '/api/get-cities/:state';
export const getCitiesByStateUrl = (stateCode: string) => `/api/get-cities/${encodeURIComponent(stateCode)}`;
// the format is checked by the server so that the answer carries the spec-style message, not a schema error
export const getCitiesByStateParams = z.object({ state: z.string() });
