import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { usState } from './get-states.ts';
import { usCity } from './get-cities.ts';
import { allow } from '../platform/access.ts';

export const usCounty = z.object({ countyName: z.string(), stateCode: z.string() });
export type UsCounty = z.infer<typeof usCounty>;

// the format is checked by the server so that the answer carries the spec's message, not a schema error
export const getByZipParams = z.object({ zip: z.string() });
export const getByZipResponse = z.object({
  data: z.object({ states: z.array(usState), cities: z.array(usCity), counties: z.array(usCounty) }),
});
export type GetByZipResponse = z.infer<typeof getByZipResponse>;

/**
 * The state, city and county of a ZIP code (one of each; counties is empty for the few ZIPs the
 * dataset gives none). 400 ZIP_CODE_MUST_BE_5_DIGITS for anything but five digits, 404
 * noCityOrStateForZip for an unknown ZIP.
 */
export const getByZipCall = defineCall({
  id: 'get-cities-states-counties-by-zip',
  method: 'GET',
  path: '/api/get-cities-states-counties-by-zip/:zip',
  params: getByZipParams,
  response: getByZipResponse,
  access: allow.vendor(),
  summary: 'The state, city and county of a US ZIP code',
});
