// 'Reject document': the reason the vendor will read beside the document (required, at most 1,000
// characters, plain text), checked here by the contract's own rule before anything is sent.
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DOCUMENT_REJECTION_REASON_MAX_LENGTH, staffRejectDocumentBody } from '@vp/contracts';
import { DialogTextField } from '../../components/dialog-text-field.tsx';
import { DialogButtons } from '../../components/dialog-buttons.tsx';

type Values = z.input<typeof staffRejectDocumentBody>;
const EMPTY: Values = { reason: '' };

type Props = {
  fileName: string | null;
  busy: boolean;
  error: string | null;
  onReject: (reason: string) => void;
  onCancel: () => void;
};

export function RejectDialog({ fileName, busy, error, onReject, onCancel }: Props) {
  const titleId = useId();
  const { control, handleSubmit, reset } = useForm<Values, unknown, z.output<typeof staffRejectDocumentBody>>(
    {
      defaultValues: EMPTY,
      reValidateMode: 'onSubmit',
      resolver: zodResolver(staffRejectDocumentBody),
    },
  );

  const close = () => {
    reset(EMPTY);
    onCancel();
  };
  const submit = handleSubmit((values) => onReject(values.reason));

  return (
    <Dialog
      open={fileName !== null}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => reset(EMPTY) } }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
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
          <DialogTextField
            control={control}
            name="reason"
            label="Reason for the vendor"
            minRows={3}
            maxLength={DOCUMENT_REJECTION_REASON_MAX_LENGTH}
            autoFocus
          />
        </DialogContent>
        <DialogButtons onCancel={close} busy={busy} label="Reject" danger />
      </form>
    </Dialog>
  );
}
