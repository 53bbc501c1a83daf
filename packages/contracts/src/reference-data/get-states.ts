import { z } from 'zod';

/** GET /api/get-states: every USPS state code (50 states, DC, territories, military), sorted by name. */
export const getStatesPath = '/api/get-states';
export const usState = z.object({ stateCode: z.string(), stateName: z.string() });
export const getStatesResponse = z.object({ states: z.array(usState) });
export type UsState = z.infer<typeof usState>;
export type GetStatesResponse = z.infer<typeof getStatesResponse>;
