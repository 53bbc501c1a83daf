// "My work" (issue 40 point 3): the crew lines assigned to the signed-in user, today's first, with
// "today" in the browser's time zone.
import { useQuery } from '@tanstack/react-query';
import { myWorkCall } from '@vp/contracts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { callQuery } from '../../../lib/call.ts';

export const useMyWork = () =>
  useQuery({
    ...callQuery(myWorkCall, { query: { timezone: browserTimeZone() } }),
    select: (answer) => answer.items,
  });
