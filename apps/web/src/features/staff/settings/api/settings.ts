// The console's Portal settings calls: read (every role); change the settings and the QuickPay
// options (Administrators). Each change answers the whole screen's data, which replaces the cache.
import {
  staffAddQuickPayOptionCall,
  staffPutQuickPayOptionCall,
  staffPutSettingsCall,
  staffSettingsCall,
  type PortalSettingsFields,
  type QuickPayOptionKind,
  type StaffSettings,
} from '@vp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callKey, callQuery } from '../../../../lib/call.ts';
import { useActionMutation } from '../../../../lib/action-mutation.ts';

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

export function usePutSettings() {
  return useSettingsChange((body: Partial<PortalSettingsFields>) => call(staffPutSettingsCall, { body }));
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
