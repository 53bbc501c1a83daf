// Who holds a licence: the company, or one of its technicians. The company's users are read from the
// assignable-users call, which needs 'work-orders:assign'; a user without it uploads the company's
// licences only (the server checks the holder all the same).
import { assignableUsersCall } from '@vp/contracts';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { useMay } from '../../../lib/start-up-data.tsx';
import { useLicenceHolders } from '../api/compliance-calls.ts';
import { COMPANY_HOLDER } from './upload-form-values.ts';

export function LicenceHolderField<T extends FieldValues, C = unknown, O = T>({
  control,
  name,
  enabled,
}: {
  control: Control<T, C, O>;
  name: Path<T>;
  /** read the users only while the drawer is open */
  enabled: boolean;
}) {
  const mayList = useMay(assignableUsersCall);
  const users = useLicenceHolders(mayList && enabled);
  const options = [
    { value: COMPANY_HOLDER, label: 'The company' },
    ...(users.data ?? []).map((u) => ({ value: String(u.userId), label: `${u.firstName} ${u.lastName}` })),
  ];
  return <FormSelectField control={control} name={name} label="Held by" options={options} />;
}
