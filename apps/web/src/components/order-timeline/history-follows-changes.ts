// The History follows the changes made on its page. Each change a user makes on the details page (an
// answer, a check-in, a photo, a note, a document, a message...) is a mutation, and the item it adds is
// the server's (the events it records). The History's first page is read with the page (decision 119)
// and kept 30 s: without this, the History opened within that time after a change did not list it.
// Any mutation that succeeds marks the History's pages stale: an open History is read again at once, a
// closed one when it is opened (no read while it stays closed).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { orderTimelineCall } from '@vp/contracts';
import { callKey } from '../../lib/call.ts';

export function useHistoryFollowsChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success')
          void queryClient.invalidateQueries({ queryKey: callKey(orderTimelineCall) });
      }),
    [queryClient],
  );
}
