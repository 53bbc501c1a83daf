// The console's Portal settings calls: read (every role); change the settings and the QuickPay
// options (Administrators). Each change answers the whole screen's data, which replaces the cache. A
// change of the settings names the version the form read (decision 100).
import {
  staffAddQuickPayOptionCall,
  staffPutQuickPayOptionCall,
  staffPutSettingsCall,
  staffSettingsCall,
  staffSettingsSchema,
  type QuickPayOptionKind,
  type StaffPutSettingsBody,
  type StaffSettings,
} from '@vp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callKey, callQuery } from '../../../../lib/call.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';
import { isStaleVersion, loadNewerRecord } from '../../../../lib/stale-version.ts';

export function useStaffSettings() {
  return useQuery({
    ...callQuery(staffSettingsCall),
    retry: false,
  });
}

function useSettingsChange<T>(send: (input: T) => Promise<StaffSettings>) {
  const queryClient = useQueryClient();
  return useActionMutation({
    mutationFn: (input: T) => send(input),
    onSuccess: (answer) => queryClient.setQueryData(callKey(staffSettingsCall), answer),
  });
}

/**
 * The settings' change. Refused because someone else changed the settings after the form read them
 * (`stale`), `loadLatest` makes the settings the refusal carries the screen's and answers them.
 */
export function usePutSettings() {
  const queryClient = useQueryClient();
  const mutation = useSettingsChange((body: StaffPutSettingsBody) => call(staffPutSettingsCall, { body }));
  const loadLatest = async (): Promise<StaffSettings | undefined> => {
    await loadNewerRecord(queryClient, callKey(staffSettingsCall), mutation.error, staffSettingsSchema);
    mutation.reset();
    return queryClient.getQueryData<StaffSettings>(callKey(staffSettingsCall));
  };
  return { ...mutation, stale: isStaleVersion(mutation.error), loadLatest };
}

export type OptionInput = { percentage: string; days: number; mailingFee: string; active: boolean };

export function useSaveQuickPayOption() {
  return useSettingsChange(
    (input: { optionId: number | null; kind: QuickPayOptionKind; values: OptionInput }) =>
      input.optionId === null
        ? call(staffAddQuickPayOptionCall, { body: { kind: input.kind, ...input.values } })
        : call(staffPutQuickPayOptionCall, { params: { optionId: input.optionId }, body: input.values }),
  );
}
