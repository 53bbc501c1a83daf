// 'Reject document': the reason the vendor will read beside the document (required, at most 1,000
// characters, plain text), checked here as the server checks it.
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DOCUMENT_REJECTION_REASON_MAX_LENGTH, staffRejectDocumentBody } from '@vp/contracts';

type Props = {
  fileName: string | null;
  busy: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

export function RejectDialog({ fileName, busy, error, onReject, onCancel }: Props) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setProblem(null);
    onCancel();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = staffRejectDocumentBody.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please give the reason the vendor will read.');
      return;
    }
    setProblem(null);
    onReject(checked.data.reason);
  };

  return (
    <Dialog
      open={fileName !== null}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Reject document</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, wordBreak: 'break-word' }}>
            The vendor will read this reason beside {fileName} in their Documents.
          </DialogContentText>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TextField
            label="Reason for the vendor"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={problem !== null}
            helperText={problem ?? `${reason.length} / ${DOCUMENT_REJECTION_REASON_MAX_LENGTH} characters`}
            slotProps={{ htmlInput: { maxLength: DOCUMENT_REJECTION_REASON_MAX_LENGTH } }}
            multiline
            minRows={3}
            autoFocus
            required
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
