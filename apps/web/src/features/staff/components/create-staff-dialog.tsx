// 'Add staff member': e-mail, name and role; then the temporary password, shown this once, with the
// sign-in page to hand over (the first sign-in replaces the password and sets up the authenticator).
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@vp/contracts';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { useCreateStaff } from '../api/staff-accounts.ts';
import { createStaffSchema, type CreateStaffValues } from '../forms/staff-schemas.ts';
import { staffFailureText } from './staff-failure-text.ts';
import { DialogTextField } from './dialog-text-field.tsx';

const EMPTY: CreateStaffValues = { email: '', name: '', role: 'read_only' };
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

export function CreateStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  // checked when sent, as every dialog of the console
  const { control, handleSubmit, reset } = useForm({
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
    resolver: zodResolver(createStaffSchema),
  });
  const create = useCreateStaff();
  const created = create.data;

  const close = () => {
    reset(EMPTY);
    create.reset();
    onClose();
  };

  const submit = handleSubmit((values) => create.mutate(values));

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{created ? 'Staff member added' : 'Add staff member'}</DialogTitle>
      {created ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="warning">
                Give {created.staff.email} this temporary password now: it is shown only once. The first
                sign-in replaces it and sets up an authenticator app.
              </Alert>
              <Typography>
                Temporary password:{' '}
                <Typography
                  component="code"
                  data-testid="temporary-password"
                  sx={{ fontFamily: 'monospace' }}
                >
                  {created.temporaryPassword}
                </Typography>
              </Typography>
              <Typography sx={{ wordBreak: 'break-all' }}>Sign-in page: {created.signInUrl}</Typography>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogContent>
            <Stack spacing={2}>
              {create.isError ? <Alert severity="error">{staffFailureText(create.error)}</Alert> : null}
              <DialogTextField
                control={control}
                name="email"
                label="E-mail"
                type="email"
                required={false}
                autoFocus
              />
              <DialogTextField control={control} name="name" label="Name" required={false} />
              <FormSelectField control={control} name="role" label="Role" options={ROLE_OPTIONS} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="outlined" onClick={close} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={create.isPending}>
              Add
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
