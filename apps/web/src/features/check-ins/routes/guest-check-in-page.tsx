// /check-in: Mobile Guest IVR on the web (issue 41 point 4, decision 117). A technician without an account
// checks in on a vendor's open work order with its PO # and the vendor ID, when the vendor allows guest
// check-ins; the page says what is recorded (name, device, location) before the button. Checked in, it
// keeps the check-out token in this browser, so the same phone checks out later with the work done and
// the hours, even after a reload. A refusal (not allowed, no such order, too many tries) is said in the
// server's words.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  GUEST_CHECK_IN_DISCLAIMER,
  GUEST_NAME_MAX_LENGTH,
  guestCheckInCall,
  guestCheckOutCall,
  siteStateText,
  type CheckIn,
} from '@vp/contracts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { freshPosition } from '../../../components/check-in/fresh-position.ts';
import { CheckOutFields } from '../../../components/check-in/check-out-fields.tsx';
import {
  checkOutFormSchema,
  EMPTY_CHECK_OUT,
  type CheckOutFormValues,
} from '../../../components/check-in/check-out-form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { publicPostAnswer } from '../../../lib/public-post.ts';
import { GuestForm } from '../components/guest-form.tsx';
import { useGuestPost } from '../components/use-guest-post.ts';

const STORED = 'vp-guest-check-in';
type Kept = { token: string; checkIn: CheckIn };

const keptCheckIn = (): Kept | null => {
  try {
    return JSON.parse(localStorage.getItem(STORED) ?? 'null') as Kept | null;
  } catch {
    return null;
  }
};

const guestFormSchema = z.object({
  poNum: z.string().trim().min(1, 'Enter the PO #.').max(50, 'At most 50 characters.'),
  vendorNum: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, 'Enter the vendor ID (digits).'),
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name.')
    .max(GUEST_NAME_MAX_LENGTH, `At most ${GUEST_NAME_MAX_LENGTH} characters.`),
});
type GuestValues = z.input<typeof guestFormSchema>;

function CheckInForm({ onCheckedIn }: { onCheckedIn: (kept: Kept) => void }) {
  const { control, handleSubmit } = useForm<GuestValues, unknown, z.output<typeof guestFormSchema>>({
    defaultValues: { poNum: '', vendorNum: '', name: '' },
    resolver: zodResolver(guestFormSchema),
  });
  const { busy, problem, post } = useGuestPost();
  const submit = handleSubmit((values) =>
    post(
      async () =>
        publicPostAnswer(guestCheckInCall, {
          body: { ...values, vendorNum: Number(values.vendorNum), ...(await freshPosition()) },
        }),
      (answer) => {
        const kept = { token: answer.checkOutToken, checkIn: answer.checkIn };
        localStorage.setItem(STORED, JSON.stringify(kept));
        onCheckedIn(kept);
      },
    ),
  );
  return (
    <GuestForm label="Guest check-in" onSubmit={submit} problem={problem} busy={busy} submitLabel="Check in">
      <FormTextField control={control} name="poNum" label="PO #" autoComplete="off" />
      <FormTextField
        control={control}
        name="vendorNum"
        label="Vendor ID"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField control={control} name="name" label="Your name" autoComplete="name" />
      <Alert severity="info">{GUEST_CHECK_IN_DISCLAIMER}</Alert>
    </GuestForm>
  );
}

function CheckOutForm({ kept, onCheckedOut }: { kept: Kept; onCheckedOut: (checkIn: CheckIn) => void }) {
  const { control, handleSubmit } = useForm<CheckOutFormValues, unknown, z.output<typeof checkOutFormSchema>>(
    {
      defaultValues: EMPTY_CHECK_OUT,
      resolver: zodResolver(checkOutFormSchema),
    },
  );
  const { busy, problem, post } = useGuestPost();
  const submit = handleSubmit((values) =>
    post(
      () => publicPostAnswer(guestCheckOutCall, { body: { token: kept.token, ...values } }),
      (answer) => {
        localStorage.removeItem(STORED);
        onCheckedOut(answer.checkIn);
      },
    ),
  );
  const { checkIn } = kept;
  return (
    <GuestForm
      label="Guest check-out"
      onSubmit={submit}
      problem={problem}
      busy={busy}
      submitLabel="Check out"
      submitColor="secondary"
    >
      <Alert severity={checkIn.siteState === 'on-site' ? 'success' : 'warning'}>
        Checked in since {formatDateTime(checkIn.startDateTime)} ·{' '}
        {siteStateText(checkIn.siteState, checkIn.distanceMeters)}
      </Alert>
      <CheckOutFields control={control} />
    </GuestForm>
  );
}

export function GuestCheckInPage() {
  const [kept, setKept] = useState<Kept | null>(keptCheckIn);
  const [done, setDone] = useState<CheckIn | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, width: '100%' }}>
      <Typography variant="h5" component="h1">
        Guest check-in
      </Typography>
      {done ? (
        <Alert severity="success">Checked out · {done.hours.toFixed(2)} hours recorded. Thank you.</Alert>
      ) : kept ? (
        <CheckOutForm
          kept={kept}
          onCheckedOut={(checkIn) => {
            setKept(null);
            setDone(checkIn);
          }}
        />
      ) : (
        <CheckInForm onCheckedIn={setKept} />
      )}
    </Box>
  );
}
