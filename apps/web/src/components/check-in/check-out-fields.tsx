// The check-out's two fields (the work done, the hours worked), in the details page's drawer and on the
// guest page alike.
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { WORK_DONE_MAX_LENGTH } from '@vp/contracts';
import { FormTextField } from '../form/form-text-field.tsx';
import type { checkOutFormSchema, CheckOutFormValues } from './check-out-form.ts';

export function CheckOutFields({
  control,
}: {
  control: Control<CheckOutFormValues, unknown, z.output<typeof checkOutFormSchema>>;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name="workDone"
        label="Work done"
        minRows={4}
        maxLength={WORK_DONE_MAX_LENGTH}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="hours"
        label="Hours worked"
        hint="Such as 1.5"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </>
  );
}
