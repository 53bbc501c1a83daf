// SPEC section 8: a failed load of the profile, notes, trades, zips or documents shows an error toast
// with the error's message (the section also keeps its Retry alert). One toast per failure, not per render.
import { useEffect } from 'react';
import { notifyError } from '../../../lib/notify.ts';

export function useLoadErrorToast(query: { isError: boolean; error: unknown; errorUpdatedAt: number }) {
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) notifyError(error);
    // errorUpdatedAt changes once per failed attempt
  }, [isError, error, errorUpdatedAt]);
}
