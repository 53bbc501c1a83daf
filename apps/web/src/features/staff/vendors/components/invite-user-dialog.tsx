// 'Invite user': the new user's e-mail, names and phone numbers, and whether they administer the
// vendor's users. The server makes the user and e-mails the welcome message with a first-sign-in link
// (the same invite as the company's systems make through the provider API).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import { staffInviteUserRequest } from '@vp/contracts';
import { FormCheckbox } from '../../../../components/form/form-checkbox.tsx';
import { FormTextField } from '../../../../components/form/form-text-field.tsx';
import { withMessages } from '../../../../components/form/with-messages.ts';
import { useStaffFormDialog } from '../../components/use-staff-form-dialog.ts';
import { useInviteUser } from '../api/vendors.ts';
import { FormDialog } from '../../../../components/form/form-dialog.tsx';

/** What is typed, checked by the contract's rules (an empty mobile number is none). */
const inviteFormSchema = staffInviteUserRequest.extend({
  mobileNumber: z
    .string()
    .transform((value): string | null | undefined => value || null)
    .pipe(staffInviteUserRequest.shape.mobileNumber),
});

type Values = z.input<typeof inviteFormSchema>;

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
  const { control, dialog } = useStaffFormDialog({
    empty: EMPTY,
    resolver: withMessages(zodResolver(inviteFormSchema), FRIENDLY),
    mutation: useInviteUser(vendorId),
    onClose,
  });
  const field = (name: Exclude<keyof Values, 'administrator'>, label: string, required: boolean) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      autoComplete="off"
      required={required}
      reserveHelperLine={false}
      {...(name === 'email' ? { type: 'email', autoFocus: true } : {})}
      {...(name === 'phoneNumber' || name === 'mobileNumber' ? { type: 'tel' } : {})}
    />
  );

  return (
    <FormDialog open={open} title={`Invite a user to ${company}`} submitLabel="Invite" {...dialog}>
      {field('email', 'E-mail', true)}
      {field('firstName', 'First name', true)}
      {field('lastName', 'Last name', true)}
      {field('phoneNumber', 'Phone', true)}
      {field('mobileNumber', 'Mobile (optional)', false)}
      <FormCheckbox
        control={control}
        name="administrator"
        label="Administrator: manages the vendor's users in the portal"
      />
      <Alert severity="info">
        The user receives a welcome e-mail with a link to choose a password (valid 7 days).
      </Alert>
    </FormDialog>
  );
}
