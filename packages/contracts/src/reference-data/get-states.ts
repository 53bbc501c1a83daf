import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';

export const usState = z.object({ stateCode: z.string(), stateName: z.string() });
export const getStatesResponse = z.object({ states: z.array(usState) });
export type UsState = z.infer<typeof usState>;
export type GetStatesResponse = z.infer<typeof getStatesResponse>;

// The reference data changes only with a migration: browsers may keep the answers an hour.

/** Every USPS state code (50 states, DC, territories, military), sorted by name. */
export const getStatesCall = defineCall({
  id: 'get-states',
  method: 'GET',
  path: '/api/get-states',
  response: getStatesResponse,
  access: allow.vendor(),
  summary: 'Every US state code and name, sorted by name',
});
