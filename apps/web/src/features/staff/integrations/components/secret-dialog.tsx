// A secret shown once (an API client's secret at creation or rotation, a webhook's signing secret):
// in a read-only field with a Copy button, and a warning that it cannot be shown again.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export type ShownSecret = {
  title: string;
  /** what the secret is and who to give it to */
  intro: string;
  secretLabel: string;
  secret: string;
  /** other values to hand over with it (client id, token URL) */
  details: { label: string; value: string }[];
};

function CopyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(value)
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={label}
        value={value}
        fullWidth
        slotProps={{
          input: { readOnly: true, sx: { fontFamily: 'monospace' } },
          htmlInput: {
            'data-testid': testId,
            onFocus: (e: { target: HTMLInputElement }) => e.target.select(),
          },
        }}
      />
      <Button
        variant="outlined"
        onClick={copy}
        aria-label={`${copied ? 'Copied' : 'Copy'} ${label.toLowerCase()}`}
        sx={{ minWidth: 96, height: 56 }}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Stack>
  );
}

export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={shown !== null} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {shown ? (
        <>
          <DialogTitle id={titleId}>{shown.title}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Alert severity="warning">
                Copy the {shown.secretLabel.toLowerCase()} now: it is shown only this once and cannot be shown
                again.
              </Alert>
              <Typography>{shown.intro}</Typography>
              <CopyField label={shown.secretLabel} value={shown.secret} testId="shown-secret" />
              {shown.details.map((d) => (
                <CopyField key={d.label} label={d.label} value={d.value} />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              I have copied it
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
