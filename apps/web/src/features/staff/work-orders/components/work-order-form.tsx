// The work order form (create and edit): the order's fields and its crew lines (add, change,
// remove). Checked in the browser with the same rules the server applies (react-hook-form + zod);
// the server's refusal (a PO number in use, someone else's newer change) is shown above the buttons
// and the values stay in the form.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import type { ReactNode } from 'react';
import { CREW_LINE_STATUSES } from '@vp/contracts';
import { useWorkOrderChoices } from '../api/staff-work-orders.ts';
import { VendorPicker } from './vendor-picker.tsx';
import { newCrewLine, workOrderValuesSchema, type WorkOrderValues } from './work-order-form-values.ts';

type TextName = 'poNum' | 'category' | 'orderType' | 'priority' | 'clientPO' | 'nte' | 'scope';

function Text({
  control,
  name,
  label,
  required,
  multiline,
}: {
  control: Control<WorkOrderValues>;
  name: TextName | `crewLines.${number}.status` | `crewLines.${number}.nte` | `crewLines.${number}.workDate`;
  label: string;
  required?: boolean;
  multiline?: boolean;
}) {
  const isDate = name.endsWith('.workDate');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          size="small"
          label={label}
          required={required}
          type={isDate ? 'date' : 'text'}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={isDate ? { inputLabel: { shrink: true } } : {}}
          sx={multiline ? { gridColumn: '1 / -1' } : undefined}
        />
      )}
    />
  );
}

type Props = {
  initial: WorkOrderValues;
  submitLabel: string;
  busy: boolean;
  error: ReactNode;
  onSubmit: (values: WorkOrderValues) => void;
  onCancel: () => void;
};

const grid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

export function WorkOrderForm({ initial, submitLabel, busy, error, onSubmit, onCancel }: Props) {
  const { control, handleSubmit, setValue, formState } = useForm<WorkOrderValues>({
    defaultValues: initial,
    mode: 'onTouched',
    resolver: zodResolver(workOrderValuesSchema),
  });
  const lines = useFieldArray({ control, name: 'crewLines' });
  const clientId = useWatch({ control, name: 'clientId' });
  const vendor = useWatch({ control, name: 'vendor' });
  const choices = useWorkOrderChoices(clientId ? { clientId: Number(clientId) } : {});
  const submit = handleSubmit(onSubmit);
  const linesError = formState.errors.crewLines?.root?.message ?? formState.errors.crewLines?.message;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={grid}>
        <Text control={control} name="poNum" label="PO number" required />
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              size="small"
              label="Status"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {(choices.data?.statuses ?? [{ code: field.value, description: field.value }]).map((s) => (
                <MenuItem key={s.code} value={s.code}>
                  {s.description}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="clientId"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              size="small"
              label="Client"
              required
              onChange={(event) => {
                field.onChange(event);
                setValue('storeId', '');
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {(choices.data?.clients ?? []).map((c) => (
                <MenuItem key={c.id} value={String(c.id)}>
                  {c.name}
                </MenuItem>
              ))}
              {choices.data ? null : <MenuItem value={field.value}>{field.value}</MenuItem>}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="storeId"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              size="small"
              label="Store"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (clientId ? undefined : 'Choose the client first.')}
            >
              {(choices.data?.stores ?? []).map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.storeNumber} {s.name}, {s.city}
                </MenuItem>
              ))}
              {choices.data?.stores.some((s) => String(s.id) === field.value) || !field.value ? null : (
                <MenuItem value={field.value}>{field.value}</MenuItem>
              )}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="vendor"
          render={({ field, fieldState }) => (
            <VendorPicker
              label="Vendor"
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Text control={control} name="category" label="Category" required />
        <Text control={control} name="orderType" label="Order type" required />
        <Text control={control} name="priority" label="Priority" />
        <Text control={control} name="clientPO" label="Client PO number" />
        <Text control={control} name="nte" label="Not to exceed (NTE, $)" />
        <Text control={control} name="scope" label="Scope of work" multiline />
      </Box>

      <Typography variant="h3" component="h2">
        Crew lines
      </Typography>
      {linesError ? <Alert severity="error">{linesError}</Alert> : null}
      {lines.fields.map((line, index) => (
        <Paper
          key={line.id}
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          aria-label={`Crew line ${index + 1}`}
          role="group"
        >
          <Typography variant="subtitle2" component="h3">
            Crew line {index + 1}
            {line.ocdId ? ` (line ${line.ocdId})` : ' (new)'}
          </Typography>
          <Box sx={grid}>
            <Controller
              control={control}
              name={`crewLines.${index}.vendor`}
              render={({ field }) => (
                <VendorPicker
                  label="Line vendor (empty: the work order’s)"
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name={`crewLines.${index}.status`}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  size="small"
                  label="Line status"
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {CREW_LINE_STATUSES.map((s) => (
                    <MenuItem key={s} value={s}>
                      {s}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Text control={control} name={`crewLines.${index}.workDate`} label="Onsite date" required />
            <Text
              control={control}
              name={`crewLines.${index}.nte`}
              label="Line NTE ($, empty: the order’s)"
            />
          </Box>
          <Box>
            <Button color="error" onClick={() => lines.remove(index)} disabled={lines.fields.length === 1}>
              Remove crew line {index + 1}
            </Button>
          </Box>
        </Paper>
      ))}
      <Box>
        <Button onClick={() => lines.append(newCrewLine(vendor))}>Add crew line</Button>
      </Box>
      {error}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
