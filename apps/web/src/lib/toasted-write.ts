// A user's change with the SPEC's success toast, one click one effect (action-mutation.ts): on success
// the toast, the drawer or question closed (`onDone`), then what it changed read again (`refresh`). A
// failure shows the server's error; a delete's question closes on it too (`doneOnError`).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActionMutation } from './action-mutation.ts';
import { notifyError, notifySuccess } from './notify.ts';

export type ToastedWriteOptions<TVariables> = {
  write: (variables: TVariables) => Promise<unknown>;
  /** the success toast's text */
  success: string;
  onDone: () => void;
  /** reads again what the change touched, e.g. invalidating the list's query */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  doneOnError?: boolean;
};

export function useToastedWrite<TVariables>({
  write,
  success,
  onDone,
  refresh,
  doneOnError = false,
}: ToastedWriteOptions<TVariables>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: write,
    onSuccess: async () => {
      notifySuccess(success);
      onDone();
      await refresh(queryClient);
    },
    onError: (error) => {
      notifyError(error);
      if (doneOnError) onDone();
    },
  });
}
