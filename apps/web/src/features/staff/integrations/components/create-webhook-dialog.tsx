// 'Add webhook': the API client it belongs to, the URL the events are sent to, the event types (none
// chosen: every type, also those added later) and a description. On success the page shows the
// signing secret, once.
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EVENT_TYPES, type ApiClientView, type EventType, type StaffWebhook } from '@vp/contracts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { useCreateWebhook } from '../api/integrations.ts';

type Props = {
  open: boolean;
  clients: readonly ApiClientView[];
  onClose: () => void;
  onCreated: (created: StaffWebhook & { secret: string }) => void;
};

export function CreateWebhookDialog({ open, clients, onClose, onCreated }: Props) {
  const titleId = useId();
  const active = clients.filter((c) => c.revokedAt === null);
  const [clientId, setClientId] = useState('');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [types, setTypes] = useState<EventType[]>([]);
  const [errors, setErrors] = useState<{ clientId?: string; url?: string }>({});
  const create = useCreateWebhook();

  const close = () => {
    setClientId('');
    setUrl('');
    setDescription('');
    setTypes([]);
    setErrors({});
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(clientId ? {} : { clientId: 'Choose the API client the webhook belongs to.' }),
      ...(url.trim() ? {} : { url: 'Give the URL the events are sent to.' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      {
        clientId,
        url: url.trim(),
        eventTypes: types.length > 0 ? types : null,
        ...(description.trim() ? { description: description.trim() } : {}),
      },
      {
        onSuccess: (created) => {
          close();
          onCreated(created);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Add webhook</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.isError ? <Alert severity="error">{staffFailureText(create.error)}</Alert> : null}
            {active.length === 0 ? (
              <Alert severity="info">Add an API client first: a webhook belongs to one.</Alert>
            ) : null}
            <TextField
              select
              label="API client"
              value={clientId}
              onChange={(e) => setClientId(e.target.value)}
              error={errors.clientId !== undefined}
              helperText={errors.clientId}
              fullWidth
            >
              {active.map((c) => (
                <MenuItem key={c.clientId} value={c.clientId}>
                  {c.name} ({c.clientId})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="URL"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              error={errors.url !== undefined}
              helperText={errors.url ?? 'An https address of the company’s system.'}
              fullWidth
              autoComplete="off"
            />
            <Autocomplete
              multiple
              options={EVENT_TYPES}
              value={types}
              onChange={(_, value) => setTypes(value)}
              renderInput={(params) => (
                <TextField {...params} label="Event types" helperText="None chosen: every event type." />
              )}
            />
            <TextField
              label="Description (optional)"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              fullWidth
              autoComplete="off"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Add webhook
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
