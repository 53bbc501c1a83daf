// /check-in: Mobile Guest IVR on the web (issue 41 point 4, decision 117). A technician without an account
// checks in on a vendor's open work order with its PO # and the vendor ID, when the vendor allows guest
// check-ins; the page says what is recorded (name, device, location) before the button. Checked in, it
// keeps the check-out token in this browser, so the same phone checks out later with the work done and
// the hours, even after a reload. A refusal (not allowed, no such order, too many tries) is said in the
// server's words.
import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

const UNREACHABLE = 'The portal could not be reached. Please try again.';

function CheckInForm({ onCheckedIn }: { onCheckedIn: (kept: Kept) => void }) {
  const { control, handleSubmit } = useForm<GuestValues, unknown, z.output<typeof guestFormSchema>>({
    defaultValues: { poNum: '', vendorNum: '', name: '' },
    resolver: zodResolver(guestFormSchema),
  });
  const [busy, setBusy] = useState(false);
  // set at once by the first press: `busy` is state, seen only after a re-render, so the second press of
  // a double click would pass it and record a second check-in (decision 101's one click, one effect)
  const inFlight = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const fix = await freshPosition();
      const result = await publicPostAnswer(guestCheckInCall, {
        body: { ...values, vendorNum: Number(values.vendorNum), ...fix },
      });
      if (result.answer) {
        const kept = { token: result.answer.checkOutToken, checkIn: result.answer.checkIn };
        localStorage.setItem(STORED, JSON.stringify(kept));
        onCheckedIn(kept);
      } else setProblem(result.message ?? UNREACHABLE);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  });
  return (
    <Box component="form" noValidate aria-label="Guest check-in" onSubmit={(e) => void submit(e)} sx={FORM}>
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
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button type="submit" variant="contained" size="large" loading={busy} sx={{ minHeight: 56 }}>
        Check in
      </Button>
    </Box>
  );
}

function CheckOutForm({ kept, onCheckedOut }: { kept: Kept; onCheckedOut: (checkIn: CheckIn) => void }) {
  const { control, handleSubmit } = useForm<CheckOutFormValues, unknown, z.output<typeof checkOutFormSchema>>(
    {
      defaultValues: EMPTY_CHECK_OUT,
      resolver: zodResolver(checkOutFormSchema),
    },
  );
  const [busy, setBusy] = useState(false);
  // set at once by the first press: `busy` is state, seen only after a re-render, so the second press of
  // a double click would pass it and record a second check-in (decision 101's one click, one effect)
  const inFlight = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const result = await publicPostAnswer(guestCheckOutCall, { body: { token: kept.token, ...values } });
      if (result.answer) {
        localStorage.removeItem(STORED);
        onCheckedOut(result.answer.checkIn);
      } else setProblem(result.message ?? UNREACHABLE);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  });
  const { checkIn } = kept;
  return (
    <Box component="form" noValidate aria-label="Guest check-out" onSubmit={(e) => void submit(e)} sx={FORM}>
      <Alert severity={checkIn.siteState === 'on-site' ? 'success' : 'warning'}>
        Checked in since {formatDateTime(checkIn.startDateTime)} ·{' '}
        {siteStateText(checkIn.siteState, checkIn.distanceMeters)}
      </Alert>
      <CheckOutFields control={control} />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        size="large"
        loading={busy}
        sx={{ minHeight: 56 }}
      >
        Check out
      </Button>
    </Box>
  );
}

const FORM = { display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 480 } as const;

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
