// One click, one effect (issue 38 point 2, decision 101): TanStack Query's useMutation for a user
// action, which runs once however often it is asked while it runs. A button's `disabled={isPending}`
// alone lets a double click through: isPending turns true only when TanStack Query's batched update
// has re-rendered the button, a task after the first click, and the second click of a double click
// can come first. Each would then send its own call (with its own Idempotency-Key, since each is an
// action) and raise its own toast. This guard is set synchronously by the first mutate and cleared
// when the mutation settles, so the second mutate is dropped: one call, one toast.
import {
  useMutation,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

export function useActionMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const running = useRef(false);
  const { onSettled } = options;
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...options,
    // the options' own callback runs however the mutation ends, also once the screen has gone
    onSettled: (...args) => {
      running.current = false;
      return onSettled?.(...args);
    },
  });
  const { mutate: mutateOnce } = mutation;
  const mutate = useCallback(
    (variables: TVariables, mutateOptions?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (running.current) return;
      running.current = true;
      mutateOnce(variables, mutateOptions);
    },
    [mutateOnce],
  );
  return { ...mutation, mutate } as UseMutationResult<TData, TError, TVariables, TContext>;
}
