// 'Add API client': a name, an optional contact e-mail (told when its webhooks are disabled for
// failing) and the scopes it is granted. On success the page shows the secret, once.
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROVIDER_SCOPES, type ApiClientView, type ProviderScope } from '@vp/contracts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { useCreateApiClient } from '../api/integrations.ts';

type Props = {
  open: boolean;
  onClose: () => void;
  onCreated: (created: { client: ApiClientView; secret: string; tokenUrl: string }) => void;
};

export function CreateClientDialog({ open, onClose, onCreated }: Props) {
  const titleId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [scopes, setScopes] = useState<ProviderScope[]>([]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const create = useCreateApiClient();

  const close = () => {
    setName('');
    setEmail('');
    setScopes([]);
    setErrors({});
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(name.trim() ? {} : { name: 'Give the client a name.' }),
      ...(scopes.length > 0 ? {} : { scopes: 'Choose at least one scope.' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { name: name.trim(), scopes, ...(email.trim() ? { contactEmail: email.trim() } : {}) },
      {
        onSuccess: (created) => {
          close();
          onCreated(created);
        },
      },
    );
  };

  const toggle = (scope: ProviderScope) =>
    setScopes((old) => (old.includes(scope) ? old.filter((s) => s !== scope) : [...old, scope]));

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Add API client</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {create.isError ? <Alert severity="error">{staffFailureText(create.error)}</Alert> : null}
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name !== undefined}
              helperText={errors.name ?? 'What the system is, for example "CMMS" or "Accounting".'}
              autoFocus
              fullWidth
              autoComplete="off"
            />
            <TextField
              label="Contact e-mail (optional)"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              helperText="Told when one of its webhooks is disabled for failing."
              fullWidth
              autoComplete="off"
            />
            <FormControl component="fieldset" error={errors.scopes !== undefined}>
              <FormLabel component="legend">Scopes</FormLabel>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {PROVIDER_SCOPES.map((scope) => (
                  <FormControlLabel
                    key={scope}
                    control={<Checkbox checked={scopes.includes(scope)} onChange={() => toggle(scope)} />}
                    label={scope}
                  />
                ))}
              </Box>
              {errors.scopes ? <FormHelperText>{errors.scopes}</FormHelperText> : null}
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            Add client
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
