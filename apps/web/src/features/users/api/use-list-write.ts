// A change on the Users or User Groups screen, one click one effect with the SPEC's success toast; after
// it the screen's list is read again. A save over a newer version is no toast: the form shows it, with
// the action that loads it (decision 100); a clash of names too, beside the name.
import { useQueryClient } from '@tanstack/react-query';
import type { ApiCall } from '@vp/contracts';
import { useActionMutation } from '../../../lib/action-mutation.ts';
import { callKey } from '../../../lib/call.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { isStaleVersion } from '../../../lib/stale-version.ts';

export function useListWrite<V>(
  /** the list's call, read again after the change */
  listCall: ApiCall,
  write: (variables: V) => Promise<{ message: string }>,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: write,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: callKey(listCall) });
      notifySuccess(answer.message);
      onDone();
    },
    onError: (error) => {
      if (!isStaleVersion(error)) notifyError(error);
    },
  });
}
