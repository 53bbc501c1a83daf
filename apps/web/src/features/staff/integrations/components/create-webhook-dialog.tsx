// 'Add webhook': the API client it belongs to, the URL the events are sent to, the event types (none
// chosen: every type, also those added later) and a description. On success the page shows the
// signing secret, once.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import {
  EVENT_TYPES,
  staffCreateWebhookRequest,
  webhookEventTypesSchema,
  type ApiClientView,
  type StaffWebhook,
} from '@vp/contracts';
import { FormMultiPick } from '../../../../components/form/form-multi-pick.tsx';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { withMessages } from '../../../../components/form/with-messages.ts';
import { useStaffFormDialog } from '../../components/use-staff-form-dialog.ts';
import { useCreateWebhook } from '../api/integrations.ts';
import { FormDialog } from '../../../../components/form/form-dialog.tsx';
import { DialogTextField } from '../../components/dialog-text-field.tsx';

/** What is chosen and typed, checked by the contract's rules: no event type chosen is every type. */
const webhookFormSchema = staffCreateWebhookRequest.extend({
  eventTypes: z
    .array(z.enum(EVENT_TYPES))
    .transform((types) => (types.length > 0 ? types : null))
    .pipe(webhookEventTypesSchema),
  description: z
    .string()
    .transform((text) => text.trim() || undefined)
    .pipe(staffCreateWebhookRequest.shape.description),
});
type Values = z.input<typeof webhookFormSchema>;
const EMPTY: Values = { clientId: '', url: '', eventTypes: [], description: '' };
const MESSAGES = { clientId: 'Choose the API client the webhook belongs to.' };

type Props = {
  open: boolean;
  clients: readonly ApiClientView[];
  onClose: () => void;
  onCreated: (created: StaffWebhook & { secret: string }) => void;
};

export function CreateWebhookDialog({ open, clients, onClose, onCreated }: Props) {
  const active = clients.filter((c) => c.revokedAt === null);
  const { control, dialog } = useStaffFormDialog({
    empty: EMPTY,
    resolver: withMessages(zodResolver(webhookFormSchema), MESSAGES),
    mutation: useCreateWebhook(),
    onClose,
    onDone: onCreated,
  });

  return (
    <FormDialog open={open} title="Add webhook" submitLabel="Add webhook" {...dialog}>
      {active.length === 0 ? (
        <Alert severity="info">Add an API client first: a webhook belongs to one.</Alert>
      ) : null}
      <FormSelectField
        control={control}
        name="clientId"
        label="API client"
        options={active.map((c) => ({ value: c.clientId, label: `${c.name} (${c.clientId})` }))}
      />
      <DialogTextField
        control={control}
        name="url"
        label="URL"
        hint="An https address of the company’s system."
      />
      <FormMultiPick
        control={control}
        name="eventTypes"
        label="Event types"
        options={EVENT_TYPES}
        hint="None chosen: every event type."
      />
      <DialogTextField control={control} name="description" label="Description (optional)" required={false} />
    </FormDialog>
  );
}
