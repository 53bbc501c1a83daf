// A yes/no question before something that cannot be undone (SPEC sections 5 and 8: 'Are you sure you
// want to Delete this document?', '...this Trade?', '...this Zip Code?'). Cancel is focused first, so a
// stray Enter does not delete.
import { useId } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export type ConfirmDialogProps = {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is under way: both buttons wait, the dialog stays. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      slotProps={{ paper: { role: 'alertdialog' } }}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus variant="outlined" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy}
          onClick={onConfirm}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
