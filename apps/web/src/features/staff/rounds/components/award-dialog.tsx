// Awarding an order of the round to a vendor that accepted it: the order (one of the round's, when it
// has several) and a confirmation, since the order then leaves the vendor it is assigned to now.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffRound, StaffRoundVendor } from '@vp/contracts';
import { DialogButtons } from '../../components/dialog-buttons.tsx';

type Props = {
  round: StaffRound;
  vendor: StaffRoundVendor;
  busy: boolean;
  error: string | null;
  onAward: (ordNum: number) => void;
  onCancel: () => void;
};

export function AwardDialog({ round, vendor, busy, error, onAward, onCancel }: Props) {
  const first = round.workOrders.find((o) => o.vendor?.id !== vendor.vendorId) ?? round.workOrders[0];
  const [ordNum, setOrdNum] = useState(first?.ordNum ?? 0);
  const order = round.workOrders.find((o) => o.ordNum === ordNum);
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="award-title" fullWidth maxWidth="sm">
      <DialogTitle id="award-title">Award to {vendor.company}</DialogTitle>
      <DialogContent>
        {round.workOrders.length > 1 ? (
          <TextField
            select
            label="Order"
            value={ordNum}
            onChange={(event) => setOrdNum(Number(event.target.value))}
            size="small"
            fullWidth
            sx={{ mt: 1, mb: 2 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {round.workOrders.map((o) => (
              <option key={o.ordNum} value={o.ordNum}>
                PO {o.poNum}
              </option>
            ))}
          </TextField>
        ) : null}
        <Typography>
          PO {order?.poNum} will be assigned to {vendor.company} (vendor #{vendor.vendorNum})
          {order?.vendor && order.vendor.id !== vendor.vendorId
            ? `, and ${order.vendor.company} will no longer see it.`
            : '.'}
        </Typography>
        {order?.vendor?.id === vendor.vendorId ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            This order is already assigned to {vendor.company}.
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogButtons
        onCancel={onCancel}
        busy={busy}
        label="Award"
        onAction={() => onAward(ordNum)}
        disabled={!order || order.vendor?.id === vendor.vendorId}
      />
    </Dialog>
  );
}
