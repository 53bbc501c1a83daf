// The mutation of a save that names the version it was read at (decision 100): after it the record is
// read again, so that the next save names the new version; a refusal for a newer version is no toast
// but `stale`, shown beside the fields, and `loadLatest` puts the newer record the refusal carries in
// the record's query (the form starts again from it).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useActionMutation } from './action-mutation.ts';
import { notifyError } from './notify.ts';
import { isStaleVersion, loadNewerRecord, type Schema } from './stale-version.ts';

export function useVersionedSave<TData, TVariables, T>(options: {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** the saved record's query */
  queryKey: QueryKey;
  /** the record's schema, to read the newer one a refusal carries */
  schema: Schema<T>;
  /** once the record has been read again (the success toast, closing the form) */
  onSaved: () => void;
}) {
  const { mutationFn, queryKey, schema, onSaved } = options;
  const queryClient = useQueryClient();
  const mutation = useActionMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey });
      onSaved();
    },
    onError: (error) => {
      if (!isStaleVersion(error)) notifyError(error);
    },
  });
  const loadLatest = async () => {
    await loadNewerRecord(queryClient, queryKey, mutation.error, schema);
    mutation.reset();
  };
  return { ...mutation, stale: isStaleVersion(mutation.error), loadLatest };
}
