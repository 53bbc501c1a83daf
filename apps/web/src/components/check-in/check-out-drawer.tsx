// Check out: the work done and the hours worked (issue 41 point 4), in a drawer that fits a phone.
import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDrawer } from '../form/form-drawer.tsx';
import { DRAWER_WIDTH } from '../layout-sizes.ts';
import type { CheckOutBody } from '@vp/contracts';
import { checkOutFormSchema, EMPTY_CHECK_OUT, type CheckOutFormValues } from './check-out-form.ts';
import { CheckOutFields } from './check-out-fields.tsx';

export const CHECK_OUT_TITLE = 'Check out';

export function CheckOutDrawer(props: {
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onCheckOut: (body: CheckOutBody) => void;
}) {
  const { open, saving, onClose, onCheckOut } = props;
  const { control, handleSubmit, reset } = useForm<
    CheckOutFormValues,
    unknown,
    z.output<typeof checkOutFormSchema>
  >({ defaultValues: EMPTY_CHECK_OUT, resolver: zodResolver(checkOutFormSchema) });
  useEffect(() => {
    if (open) reset(EMPTY_CHECK_OUT);
  }, [open, reset]);
  return (
    <FormDrawer
      open={open}
      title={CHECK_OUT_TITLE}
      width={DRAWER_WIDTH.upload}
      onClose={onClose}
      saving={saving}
      formLabel={CHECK_OUT_TITLE}
      onSubmit={handleSubmit((values) => onCheckOut(values))}
    >
      <CheckOutFields control={control} />
    </FormDrawer>
  );
}
