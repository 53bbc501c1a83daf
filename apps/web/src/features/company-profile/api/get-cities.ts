// GET /api/get-cities/{state} (the cities of the chosen state) or GET /api/get-cities (every city, when
// no state is chosen yet): the city dropdown's choices. Big lists: not checked against the schema.
import { useQuery } from '@tanstack/react-query';
import { getCitiesByStateCall, getCitiesCall } from '@vp/contracts';
import { callQuery } from '../../../lib/call.ts';

const unchecked = { validate: false };

export function useCitiesQuery(stateCode: string) {
  const cities = stateCode
    ? callQuery(getCitiesByStateCall, { params: { state: stateCode } }, unchecked)
    : callQuery(getCitiesCall, {}, unchecked);
  return useQuery({ ...cities, select: (answer) => answer.cities, staleTime: Infinity });
}
