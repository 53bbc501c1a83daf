// 'Add staff member': e-mail, name and role; then the temporary password, shown this once, with the
// sign-in page to hand over (the first sign-in replaces the password and sets up the authenticator).
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@vp/contracts';
import { useCreateStaff } from '../api/staff-accounts.ts';
import {
  checkForm,
  createStaffSchema,
  type CreateStaffValues,
  type FieldErrors,
} from '../forms/staff-schemas.ts';
import { staffFailureText } from './staff-failure-text.ts';

const EMPTY: CreateStaffValues = { email: '', name: '', role: 'read_only' };

export function CreateStaffDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [values, setValues] = useState<CreateStaffValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateStaff();
  const created = create.data;

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(createStaffSchema, values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) create.mutate(checked.values);
  };

  const set = (name: keyof CreateStaffValues) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [name]: event.target.value }));

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
        <form noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              {create.isError ? <Alert severity="error">{staffFailureText(create.error)}</Alert> : null}
              <TextField
                label="E-mail"
                type="email"
                autoComplete="off"
                value={values.email}
                onChange={set('email')}
                error={errors.email !== undefined}
                helperText={errors.email}
                autoFocus
                fullWidth
              />
              <TextField
                label="Name"
                autoComplete="off"
                value={values.name}
                onChange={set('name')}
                error={errors.name !== undefined}
                helperText={errors.name}
                fullWidth
              />
              <TextField
                select
                label="Role"
                value={values.role}
                onChange={set('role')}
                error={errors.role !== undefined}
                helperText={errors.role}
                fullWidth
              >
                {STAFF_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {STAFF_ROLE_LABELS[role]}
                  </MenuItem>
                ))}
              </TextField>
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
