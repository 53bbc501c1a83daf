// The 'Scheduling' drawer (SPEC section 2): 650 wide, the read-only Scheduling Details and the 'Add
// Visit Date' form. The date is checked against the service range when the field is left (a Warning
// modal) and Save waits for both fields and a date in range (SPEC section 5). After a save the drawer
// closes, the form resets and the list reloads (SPEC section 4).
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VISIT_DATE_OUTSIDE_RANGE, type SchedulingOrder } from '@vp/contracts';
import { AppDrawer } from '../../../components/app-drawer.tsx';
import { DRAWER_WIDTH } from '../../../components/layout-sizes.ts';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor.tsx';
import { WarningDialog } from '../../../components/warning-dialog.tsx';
import { useUpdateVisitDateMutation } from '../api/update-visit-date.ts';
import { SchedulingDetails } from './scheduling-details.tsx';
import {
  EMPTY_VISIT_FORM,
  canSaveVisit,
  isVisitOutOfRange,
  parseLocalDateTime,
  toLocalDateTimeValue,
  withLocalOffset,
  type VisitFormValues,
} from './visit-rules.ts';

export const SCHEDULING_DRAWER_TITLE = 'Scheduling';
export const ADD_VISIT_DATE_HEADING = 'Add Visit Date';

export function SchedulingDrawer({ order, onClose }: { order: SchedulingOrder | null; onClose: () => void }) {
  return (
    <AppDrawer
      open={order !== null}
      title={SCHEDULING_DRAWER_TITLE}
      width={DRAWER_WIDTH.scheduling}
      onClose={onClose}
    >
      {/* keyed by the order: another order starts from an empty form */}
      {order ? <VisitDateForm key={order.ocdId} order={order} onDone={onClose} /> : null}
    </AppDrawer>
  );
}

function VisitDateForm({ order, onDone }: { order: SchedulingOrder; onDone: () => void }) {
  const formId = useId();
  const { control, handleSubmit, reset } = useForm<VisitFormValues>({ defaultValues: EMPTY_VISIT_FORM });
  const values = useWatch({ control }) as VisitFormValues;
  const [warning, setWarning] = useState(false);
  const save = useUpdateVisitDateMutation();
  const canSave = canSaveVisit(values, order) && !save.isPending;

  const onSubmit = handleSubmit((values) => {
    const visit = parseLocalDateTime(values.visitDate);
    if (!visit || !canSaveVisit(values, order)) return;
    save.mutate(
      {
        ocdId: order.ocdId,
        ordNum: order.ordNum,
        visitDate: withLocalOffset(visit),
        comment: values.comment,
      },
      {
        onSuccess: () => {
          reset(EMPTY_VISIT_FORM);
          onDone();
        },
      },
    );
  });

  return (
    <Stack spacing={2}>
      <SchedulingDetails order={order} />
      <Divider />
      <Stack
        component="form"
        id={formId}
        spacing={2}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-labelledby={`${formId}-heading`}
      >
        <Typography id={`${formId}-heading`} variant="h3">
          {ADD_VISIT_DATE_HEADING}
        </Typography>
        <Controller
          control={control}
          name="visitDate"
          render={({ field }) => (
            <TextField
              label="Date Time"
              type="datetime-local"
              required
              name={field.name}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={() => {
                field.onBlur();
                // SPEC section 5: a date outside the service range is said when the field is left
                if (isVisitOutOfRange(field.value, order)) setWarning(true);
              }}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: {
                  min: toLocalDateTimeValue(order.beginService),
                  max: toLocalDateTimeValue(order.serviceEnd),
                },
              }}
              fullWidth
            />
          )}
        />
        <Controller
          control={control}
          name="comment"
          render={({ field }) => (
            <LazyRichTextEditor label="Comment" required value={field.value} onChange={field.onChange} />
          )}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSave}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
          >
            Save
          </Button>
        </Stack>
      </Stack>
      <WarningDialog open={warning} message={VISIT_DATE_OUTSIDE_RANGE} onClose={() => setWarning(false)} />
    </Stack>
  );
}
