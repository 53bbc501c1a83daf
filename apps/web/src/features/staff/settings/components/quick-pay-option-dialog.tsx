// Adding a QuickPay option or changing one: automatic (the whole company's opt-in) or per invoice, the
// percentage kept by the company, the days until payment (1 is next day, with its overnight charge),
// a mailing fee, and whether vendors are offered it.
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QUICK_PAY_OPTION_KINDS, type QuickPayOption } from '@vp/contracts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { FormCheckbox } from '../../../../components/form/form-checkbox.tsx';
import { FormDialog } from '../../../../components/form/form-dialog.tsx';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { useSaveQuickPayOption } from '../api/settings.ts';
import { KIND_LABELS } from './option-texts.ts';
import { quickPayOptionFormSchema, type QuickPayOptionFormValues } from './settings-schemas.ts';
import { DialogTextField } from '../../components/dialog-text-field.tsx';

/** null: closed; 'new': adding; an option: changing it */
export type OptionEdit = QuickPayOption | 'new' | null;

const valuesOf = (edit: OptionEdit): QuickPayOptionFormValues =>
  edit === null || edit === 'new'
    ? { kind: 'manual', percentage: '', days: '', mailingFee: '0.00', active: true }
    : {
        kind: edit.kind,
        percentage: edit.percentage,
        days: String(edit.days),
        mailingFee: edit.mailingFee,
        active: edit.active,
      };

export function QuickPayOptionDialog({ edit, onClose }: { edit: OptionEdit; onClose: () => void }) {
  const save = useSaveQuickPayOption();
  const adding = edit === 'new';
  const { control, handleSubmit, reset } = useForm<QuickPayOptionFormValues>({
    mode: 'onTouched',
    defaultValues: valuesOf(edit),
    resolver: zodResolver(quickPayOptionFormSchema),
  });
  const { reset: resetSave } = save;
  useEffect(() => {
    reset(valuesOf(edit));
    resetSave();
  }, [edit, reset, resetSave]);

  const submit = handleSubmit((values) => {
    if (edit === null) return;
    save.mutate(
      {
        optionId: edit === 'new' ? null : edit.id,
        kind: values.kind,
        values: {
          percentage: values.percentage,
          days: Number(values.days),
          mailingFee: values.mailingFee,
          active: values.active,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(adding ? 'The QuickPay option was added.' : 'The QuickPay option was saved.');
          onClose();
        },
      },
    );
  });

  return (
    <FormDialog
      open={edit !== null}
      title={adding ? 'Add QuickPay option' : 'Change QuickPay option'}
      onClose={onClose}
      saving={save.isPending}
      submitLabel={adding ? 'Add option' : 'Save option'}
      failure={save.isError ? staffFailureText(save.error) : null}
      onSubmit={submit}
    >
      {adding ? (
        <Controller
          name="kind"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              select
              label="Kind"
              helperText="Automatic: the whole company's opt-in. Per invoice: chosen for one invoice."
              fullWidth
            >
              {QUICK_PAY_OPTION_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      ) : edit !== null ? (
        <Typography>Kind: {KIND_LABELS[edit.kind]} (an option keeps its kind)</Typography>
      ) : null}
      <DialogTextField
        control={control}
        name="percentage"
        label="Fee (percent of the net pay)"
        keypad="decimal"
        autoFocus
      />
      <DialogTextField
        control={control}
        name="days"
        label="Days until payment"
        hint="1 is next day, with its $35.00 overnight charge."
        keypad="numeric"
      />
      <DialogTextField control={control} name="mailingFee" label="Mailing fee (USD)" keypad="decimal" />
      <FormCheckbox control={control} name="active" label="Offered to vendors" />
    </FormDialog>
  );
}
