// A console dialog's Cancel and its one action (Save, Reject, Award). While the call runs, Cancel is
// held and the action spins, so that the answer is seen in the dialog.
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

type Props = {
  onCancel: () => void;
  /** the call runs */
  busy: boolean;
  label: string;
  /** the action, when it is not the submit of the dialog's form */
  onAction?: () => void;
  /** nothing to do yet (no change made, nothing chosen) */
  disabled?: boolean;
  /** in the error colour (Reject, Decline) */
  danger?: boolean;
};

export function DialogButtons({ onCancel, busy, label, onAction, disabled = false, danger = false }: Props) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button
        {...(onAction ? { onClick: onAction } : { type: 'submit' as const })}
        variant="contained"
        color={danger ? 'error' : 'primary'}
        loading={busy}
        disabled={disabled}
      >
        {label}
      </Button>
    </DialogActions>
  );
}
