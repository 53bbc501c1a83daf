// 'Reassign': pick another vendor; the work order and all its crew lines move to it (the old vendor
// no longer sees it). A refusal (someone changed it meanwhile) is shown and the dialog stays open.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffWorkOrder } from '@vp/contracts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import { useReassignWorkOrder } from '../api/staff-work-orders.ts';
import { VendorPicker, type PickedVendor } from './vendor-picker.tsx';

type Props = { open: boolean; workOrder: StaffWorkOrder; onClose: () => void };

export function ReassignDialog({ open, workOrder, onClose }: Props) {
  const titleId = useId();
  const [vendor, setVendor] = useState<PickedVendor | null>(null);
  const [error, setError] = useState<string | undefined>();
  const reassign = useReassignWorkOrder(workOrder.ordNum);
  const current = [...new Set(workOrder.crewLines.map((l) => l.vendorCompany))].join(', ');

  const close = () => {
    setVendor(null);
    setError(undefined);
    reassign.reset();
    onClose();
  };
  const submit = () => {
    if (!vendor) {
      setError('Choose the vendor to give this work order to.');
      return;
    }
    setError(undefined);
    reassign.mutate({ vendorId: vendor.id, version: workOrder.version }, { onSuccess: close });
  };

  return (
    <Dialog
      open={open}
      onClose={reassign.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Reassign work order {workOrder.poNum}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            Now with: <strong>{current || 'no vendor'}</strong>. The new vendor gets the work order and all
            its crew lines; the current vendor no longer sees it.
          </Typography>
          <VendorPicker
            label="New vendor"
            value={vendor}
            onChange={setVendor}
            error={error}
            required
            size="medium"
          />
          {reassign.isError ? <Alert severity="error">{staffFailureText(reassign.error)}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={close} busy={reassign.isPending} label="Reassign" onAction={submit} />
    </Dialog>
  );
}
