// 'Invite user': the new user's e-mail, names and phone numbers, and whether they administer the
// vendor's users. The server makes the user with a temporary password and e-mails the welcome message
// (the same invite as the company's systems make through the provider API).
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { staffInviteUserRequest } from '@vp/contracts';
import { checkForm, type FieldErrors } from '../../forms/staff-schemas.ts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { useInviteUser } from '../api/vendors.ts';

type Values = {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  mobileNumber: string;
  administrator: boolean;
};
const EMPTY: Values = {
  email: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  mobileNumber: '',
  administrator: false,
};

/** The contract's field names in the contract's messages, said for people. */
const FRIENDLY: Record<string, string> = {
  email: 'Enter one e-mail address.',
  firstName: 'Enter the first name.',
  lastName: 'Enter the last name.',
  phoneNumber: 'Enter a phone number of 10 to 15 digits.',
  mobileNumber: 'Enter a mobile number of 10 to 15 digits, or leave it empty.',
};

export function InviteUserDialog({
  vendorId,
  company,
  open,
  onClose,
}: {
  vendorId: number;
  company: string;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const invite = useInviteUser(vendorId);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    invite.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(staffInviteUserRequest, {
      ...values,
      mobileNumber: values.mobileNumber || null,
    });
    if (!checked.ok) {
      setErrors(
        Object.fromEntries(Object.keys(checked.errors).map((f) => [f, FRIENDLY[f] ?? checked.errors[f]])),
      );
      return;
    }
    setErrors({});
    invite.mutate(checked.values, { onSuccess: close });
  };
  const set = (name: Exclude<keyof Values, 'administrator'>) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [name]: event.target.value }));
  const field = (name: Exclude<keyof Values, 'administrator'>, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={errors[name] !== undefined}
      helperText={errors[name]}
      autoComplete="off"
      fullWidth
      {...extra}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={invite.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Invite a user to {company}</DialogTitle>
      <form noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            {invite.isError ? <Alert severity="error">{staffFailureText(invite.error)}</Alert> : null}
            {field('email', 'E-mail', { type: 'email', autoFocus: true, required: true })}
            {field('firstName', 'First name', { required: true })}
            {field('lastName', 'Last name', { required: true })}
            {field('phoneNumber', 'Phone', { type: 'tel', required: true })}
            {field('mobileNumber', 'Mobile (optional)', { type: 'tel' })}
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.administrator}
                  onChange={(event) => setValues((old) => ({ ...old, administrator: event.target.checked }))}
                />
              }
              label="Administrator: manages the vendor's users in the portal"
            />
            <Alert severity="info">
              The user receives a welcome e-mail with a temporary password, to replace at the first sign-in.
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" onClick={close} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={invite.isPending}>
            Invite
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
