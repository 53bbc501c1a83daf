// A dialog holding one short form (the console's Add and Invite dialogs): the title, the failure of the
// last try above the fields, Cancel and the submit button. While the request runs the submit button spins
// and nothing closes the dialog (Cancel, Escape, the backdrop), so its answer is seen.
import { useId, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

export type FormDialogProps = {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  saving: boolean;
  /** The submit button's text ("Add client", "Invite"). */
  submitLabel: string;
  /** What went wrong with the last try, shown above the fields; null when nothing did. */
  failure: string | null;
  /** react-hook-form's handleSubmit(...) */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  children: ReactNode;
};

export function FormDialog(props: FormDialogProps) {
  const { open, title, onClose, saving, submitLabel, failure, onSubmit, children } = props;
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogContent>
          {/* the top padding keeps the first outlined field's label clear of the title */}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure !== null ? <Alert severity="error">{failure}</Alert> : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
