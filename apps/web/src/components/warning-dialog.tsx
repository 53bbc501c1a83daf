// A modal warning with a single Ok button and an amber title bar (SPEC section 5: the scheduling
// drawer's 'Visit date is outside the date range of WO'). Ok is focused, so Enter or Escape closes it.
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import WarningAmber from '@mui/icons-material/WarningAmber';

export type WarningDialogProps = {
  open: boolean;
  message: string;
  title?: string;
  onClose: () => void;
};

export function WarningDialog({ open, message, title = 'Warning', onClose }: WarningDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      slotProps={{ paper: { role: 'alertdialog' } }}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle
        id={titleId}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          // amber with dark text: 4.5:1 and more
          bgcolor: 'warning.light',
          color: 'text.primary',
        }}
      >
        <WarningAmber aria-hidden />
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ pt: 2 }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button autoFocus variant="contained" onClick={onClose}>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
