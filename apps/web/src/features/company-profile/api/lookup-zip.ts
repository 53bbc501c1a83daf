// GET /api/get-cities-states-counties-by-zip/{zip}: the zip lookup that fills city and state.
import { useMutation } from '@tanstack/react-query';
import { getByZipCall } from '@vp/contracts';
import { call } from '../../../lib/call.ts';
import { notifyError } from '../../../lib/notify.ts';

export type ZipPlace = { city: string; state: string };

export async function lookupZip(zip: string): Promise<ZipPlace> {
  const answer = await call(getByZipCall, { params: { zip: zip.trim().slice(0, 5) } });
  return {
    city: answer.data.cities[0]?.cityName ?? '',
    state: answer.data.states[0]?.stateCode ?? '',
  };
}

export function useZipLookupMutation(onFound: (place: ZipPlace) => void) {
  return useMutation({ mutationFn: lookupZip, onSuccess: onFound, onError: notifyError });
}
