// GET /api/get-states: the state dropdowns' choices (reference data: cached for the session).
import { useQuery } from '@tanstack/react-query';
import { getStatesCall } from '@vp/contracts';
import { callQuery } from '../../../lib/call.ts';

export function useStatesQuery() {
  return useQuery({
    ...callQuery(getStatesCall),
    select: (answer) => answer.states,
    staleTime: Infinity,
  });
}
