import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

export const usCity = z.object({ cityName: z.string(), stateCode: z.string() });
export type UsCity = z.infer<typeof usCity>;

export const getCitiesResponse = z.object({ cities: z.array(usCity) });
export type GetCitiesResponse = z.infer<typeof getCitiesResponse>;

// the format is checked by the server so that the answer carries the spec-style message, not a schema error
export const getCitiesByStateParams = z.object({ state: z.string() });

/** Every city of every state, sorted by city name, then state code (~30k: big). */
export const getCitiesCall = defineCall({
  id: 'get-cities',
  method: 'GET',
  path: '/api/get-cities',
  response: getCitiesResponse,
  access: allow.vendor(),
  summary: 'Every US city with its state, sorted by city name, then state code',
});

/**
 * The cities of one state, sorted by name. A malformed code answers 400
 * (STATE_CODE_MUST_BE_2_LETTERS), an unknown one 404 (noStateForCode); a known state without
 * cities in the dataset (e.g. PR) answers an empty list.
 */
export const getCitiesByStateCall = defineCall({
  id: 'get-cities-by-state',
  method: 'GET',
  path: '/api/get-cities/:state',
  params: getCitiesByStateParams,
  response: getCitiesResponse,
  access: allow.vendor(),
  summary: 'The cities of one US state, sorted by name',
});
