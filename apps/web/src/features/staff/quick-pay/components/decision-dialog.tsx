// Marking a QuickPay request paid (check number, pay date, amount: by default the QuickPay amount less
// the next-day overnight charge) or declined with a reason the vendor reads in its QuickPay list.
import { useId, type FormEvent, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DecideQuickPayBody, StaffQuickPayRequest } from '@vp/contracts';
import { formatDate, formatMoney } from '../../../../lib/format.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useDecideQuickPay } from '../api/quick-pay.ts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { DialogButtons } from '../../components/dialog-buttons.tsx';
import {
  declinedFormSchema,
  paidFormSchema,
  type DeclinedFormValues,
  type PaidFormValues,
} from './decision-schemas.ts';
import { defaultPayAmount, optionText } from './quick-pay-texts.ts';
import { DialogTextField } from '../../components/dialog-text-field.tsx';

export type Decision = { request: StaffQuickPayRequest; outcome: 'paid' | 'declined' };

type Props = { decision: Decision | null; today: string; onClose: () => void };

export function DecisionDialog({ decision, today, onClose }: Props) {
  const titleId = useId();
  const open = decision !== null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {decision ? (
        <>
          <DialogTitle id={titleId}>
            {decision.outcome === 'paid' ? 'Mark QuickPay paid' : 'Decline QuickPay'}
          </DialogTitle>
          <Summary request={decision.request} />
          {decision.outcome === 'paid' ? (
            <PaidForm request={decision.request} today={today} onClose={onClose} />
          ) : (
            <DeclinedForm request={decision.request} onClose={onClose} />
          )}
        </>
      ) : null}
    </Dialog>
  );
}

function Summary({ request }: { request: StaffQuickPayRequest }) {
  return (
    <DialogContent sx={{ pb: 0 }}>
      <Typography>
        Invoice {request.invoiceNum} of {request.vendorName} ({request.vendorNum}):{' '}
        {optionText(request.percent, request.days)}, {formatMoney(request.amount)} to pay on{' '}
        {formatDate(request.payDate)}.
      </Typography>
    </DialogContent>
  );
}

/** The decision sent for `request`; on success its toast, and the dialog closes. */
function useDecision(request: StaffQuickPayRequest, onClose: () => void) {
  const decide = useDecideQuickPay();
  const send = (body: DecideQuickPayBody, done: string) =>
    decide.mutate(
      { invoiceId: request.invoiceId, body },
      {
        onSuccess: () => {
          notifySuccess(done);
          onClose();
        },
      },
    );
  return { decide, send };
}

/** A decision's form: the failure of the last try above the fields, then Cancel and the submit button. */
function DecisionForm({
  decide,
  onSubmit,
  onClose,
  submitLabel,
  danger = false,
  children,
}: {
  decide: ReturnType<typeof useDecideQuickPay>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  submitLabel: string;
  /** the submit button in the error colour (Decline) */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <DialogContent>
        <Stack spacing={2}>
          {decide.isError ? <Alert severity="error">{staffFailureText(decide.error)}</Alert> : null}
          {children}
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} busy={decide.isPending} label={submitLabel} danger={danger} />
    </form>
  );
}

function PaidForm({
  request,
  today,
  onClose,
}: {
  request: StaffQuickPayRequest;
  today: string;
  onClose: () => void;
}) {
  const { decide, send } = useDecision(request, onClose);
  const { control, handleSubmit } = useForm<PaidFormValues>({
    mode: 'onTouched',
    defaultValues: { checkNo: '', payDate: today, payAmt: defaultPayAmount(request) },
    resolver: zodResolver(paidFormSchema),
  });
  const submit = handleSubmit((values) =>
    send({ outcome: 'paid', ...values }, `QuickPay of invoice ${request.invoiceNum} was marked paid.`),
  );
  return (
    <DecisionForm decide={decide} onSubmit={submit} onClose={onClose} submitLabel="Mark paid">
      <DialogTextField control={control} name="checkNo" label="Check number" autoFocus />
      <DialogTextField
        control={control}
        name="payDate"
        label="Pay date"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <DialogTextField
        control={control}
        name="payAmt"
        label="Amount paid (USD)"
        hint="The QuickPay amount, less the overnight charge of next day."
        keypad="decimal"
      />
    </DecisionForm>
  );
}

function DeclinedForm({ request, onClose }: { request: StaffQuickPayRequest; onClose: () => void }) {
  const { decide, send } = useDecision(request, onClose);
  const { control, handleSubmit } = useForm<DeclinedFormValues>({
    mode: 'onTouched',
    defaultValues: { reason: '' },
    resolver: zodResolver(declinedFormSchema),
  });
  const submit = handleSubmit((values) =>
    send(
      { outcome: 'declined', reason: values.reason },
      `QuickPay of invoice ${request.invoiceNum} was declined.`,
    ),
  );
  return (
    <DecisionForm decide={decide} onSubmit={submit} onClose={onClose} submitLabel="Decline" danger>
      <DialogTextField
        control={control}
        name="reason"
        label="Reason (the vendor sees it)"
        minRows={2}
        autoFocus
      />
    </DecisionForm>
  );
}
