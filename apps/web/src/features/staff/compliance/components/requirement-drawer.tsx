// The drawer that adds or changes a compliance requirement (decision 112): for which client, trade and
// state (empty: every one), what kind of document, and for a certificate of insurance its coverage,
// minimum limits, additional insured and waiver of subrogation; for a licence, whether each technician
// holds one. Only the fields of the chosen kind are shown.
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  COMPLIANCE_KIND_LABELS,
  COMPLIANCE_KINDS,
  COVERAGE_LABELS,
  COVERAGES,
  type StaffComplianceRequirement,
} from '@vp/contracts';
import { AppDrawer } from '../../../../components/app-drawer.tsx';
import { FormCheckbox } from '../../../../components/form/form-checkbox.tsx';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { useTradeCatalog } from '../../vendors/api/vendors.ts';
import { useSaveRequirement } from '../api/compliance.ts';
import {
  bodyOf,
  formValuesOf,
  requirementFormSchema,
  type RequirementFormValues,
} from './requirement-form.ts';
import { DialogTextField } from '../../components/dialog-text-field.tsx';

/** null: closed; 'new': adding; a requirement: changing it */
export type RequirementEdit = StaffComplianceRequirement | 'new' | null;

export function RequirementDrawer({
  edit,
  clients,
  onClose,
}: {
  edit: RequirementEdit;
  clients: readonly { id: number; name: string }[];
  onClose: () => void;
}) {
  const save = useSaveRequirement();
  const trades = useTradeCatalog();
  const current = edit === 'new' ? null : edit;
  const { control, handleSubmit, reset } = useForm<RequirementFormValues>({
    mode: 'onTouched',
    defaultValues: formValuesOf(current),
    resolver: zodResolver(requirementFormSchema),
  });
  const { reset: resetSave } = save;
  useEffect(() => {
    reset(formValuesOf(edit === 'new' ? null : edit));
    resetSave();
  }, [edit, reset, resetSave]);
  const kind = useWatch({ control, name: 'kind' });

  const submit = handleSubmit((values) => {
    save.mutate({ id: current?.id ?? null, body: bodyOf(values) }, { onSuccess: onClose });
  });

  const every = (what: string) => ({ value: '', label: `Every ${what}` });
  return (
    <AppDrawer
      open={edit !== null}
      title={edit === 'new' ? 'Add compliance requirement' : 'Change compliance requirement'}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="requirement-form" variant="contained" disabled={save.isPending}>
            Save requirement
          </Button>
        </>
      }
    >
      <form id="requirement-form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {save.isError ? <Alert severity="error">{staffFailureText(save.error)}</Alert> : null}
          <FormSelectField
            control={control}
            name="kind"
            label="Document"
            options={COMPLIANCE_KINDS.map((k) => ({ value: k, label: COMPLIANCE_KIND_LABELS[k] }))}
          />
          <FormSelectField
            control={control}
            name="clientId"
            label="Client"
            options={[every('client'), ...clients.map((c) => ({ value: String(c.id), label: c.name }))]}
          />
          <FormSelectField
            control={control}
            name="trade"
            label="Trade"
            options={[every('trade'), ...(trades.data?.trades ?? []).map((t) => ({ value: t, label: t }))]}
          />
          <DialogTextField control={control} name="state" label="State (2 letters; empty: every state)" />
          {kind === 'insurance' ? (
            <>
              <FormSelectField
                control={control}
                name="coverage"
                label="Coverage"
                options={COVERAGES.map((c) => ({ value: c, label: COVERAGE_LABELS[c] }))}
              />
              <DialogTextField
                control={control}
                name="minEachOccurrence"
                label="Minimum per occurrence (USD)"
                keypad="decimal"
              />
              <DialogTextField
                control={control}
                name="minAggregate"
                label="Minimum aggregate (USD)"
                keypad="decimal"
              />
              <FormCheckbox control={control} name="additionalInsured" label="Additional insured required" />
              <FormCheckbox
                control={control}
                name="waiverOfSubrogation"
                label="Waiver of subrogation required"
              />
            </>
          ) : null}
          {kind === 'licence' ? (
            <FormCheckbox control={control} name="perTechnician" label="Each technician holds one" />
          ) : null}
        </Stack>
      </form>
    </AppDrawer>
  );
}
