// 'Add API client': a name, an optional contact e-mail (told when its webhooks are disabled for
// failing) and the scopes it is granted. On success the page shows the secret, once.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { createApiClientRequest, PROVIDER_SCOPES, type ApiClientView } from '@vp/contracts';
import { FormCheckboxGroup } from '../../../../components/form/form-checkbox-group.tsx';
import { useStaffFormDialog } from '../../components/use-staff-form-dialog.ts';
import { useCreateApiClient } from '../api/integrations.ts';
import { FormDialog } from '../../../../components/form/form-dialog.tsx';
import { DialogTextField } from '../../components/dialog-text-field.tsx';

/** What is typed, checked by the contract's rules (an empty contact e-mail is none). */
const clientFormSchema = createApiClientRequest.extend({
  contactEmail: z
    .string()
    .transform((value) => value.trim() || undefined)
    .pipe(createApiClientRequest.shape.contactEmail),
});
type Values = z.input<typeof clientFormSchema>;
const EMPTY: Values = { name: '', contactEmail: '', scopes: [] };

type Props = {
  open: boolean;
  onClose: () => void;
  onCreated: (created: { client: ApiClientView; secret: string; tokenUrl: string }) => void;
};

export function CreateClientDialog({ open, onClose, onCreated }: Props) {
  const { control, dialog } = useStaffFormDialog({
    empty: EMPTY,
    resolver: zodResolver(clientFormSchema),
    mutation: useCreateApiClient(),
    onClose,
    onDone: onCreated,
  });

  return (
    <FormDialog open={open} title="Add API client" submitLabel="Add client" {...dialog}>
      <DialogTextField
        control={control}
        name="name"
        label="Name"
        hint='What the system is, for example "CMMS" or "Accounting".'
        autoFocus
      />
      <DialogTextField
        control={control}
        name="contactEmail"
        label="Contact e-mail (optional)"
        type="email"
        hint="Told when one of its webhooks is disabled for failing."
        required={false}
      />
      <FormCheckboxGroup control={control} name="scopes" label="Scopes" options={PROVIDER_SCOPES} />
    </FormDialog>
  );
}
