// Adding a QuickPay option or changing one: automatic (the whole company's opt-in) or per invoice, the
// percentage kept by the company, the days until payment (1 is next day, with its overnight charge),
// a mailing fee, and whether vendors are offered it.
import { useEffect, useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QUICK_PAY_OPTION_KINDS, type QuickPayOption } from '@vp/contracts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { useSaveQuickPayOption } from '../api/settings.ts';
import { KIND_LABELS } from './option-texts.ts';
import { quickPayOptionFormSchema, type QuickPayOptionFormValues } from './settings-schemas.ts';

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
  const titleId = useId();
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
    <Dialog open={edit !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{adding ? 'Add QuickPay option' : 'Change QuickPay option'}</DialogTitle>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent>
          <Stack spacing={2}>
            {save.isError ? <Alert severity="error">{staffFailureText(save.error)}</Alert> : null}
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
            <FormTextField
              control={control}
              name="percentage"
              label="Fee (percent of the net pay)"
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              autoFocus
              reserveHelperLine={false}
            />
            <FormTextField
              control={control}
              name="days"
              label="Days until payment"
              autoComplete="off"
              hint="1 is next day, with its $35.00 overnight charge."
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              reserveHelperLine={false}
            />
            <FormTextField
              control={control}
              name="mailingFee"
              label="Mailing fee (USD)"
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              reserveHelperLine={false}
            />
            <Controller
              name="active"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label="Offered to vendors"
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {adding ? 'Add option' : 'Save option'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
