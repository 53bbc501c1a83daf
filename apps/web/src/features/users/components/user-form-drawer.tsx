// Add User and Edit User in one drawer: e-mail (the sign-in name: fixed once the user exists), names,
// phones and the user groups (roles) the user holds. An edit names the version it was read at; a save
// over a newer one is refused in the drawer, with the action that loads the newer user (decision 100).
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { user as userSchema, type User } from '@vp/contracts';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormCheckboxGroup } from '../../../components/form/form-checkbox-group.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { DRAWER_WIDTH } from '../../../components/layout-sizes.ts';
import { StaleVersionAlert } from '../../../components/stale-version-alert.tsx';
import { isStaleVersion, newerRecordOf } from '../../../lib/stale-version.ts';
import { useCreateUser, useUpdateUser } from '../api/user-writes.ts';
import { EMPTY_USER, formValuesOf, userFormSchema, type UserFormValues } from './user-form-values.ts';

export type UserFormDrawerProps = {
  /** open for a new user ('new'), for this user, or closed (null) */
  editing: User | 'new' | null;
  roleNames: readonly string[];
  onClose: () => void;
};

export function UserFormDrawer({ editing, roleNames, onClose }: UserFormDrawerProps) {
  const existing = editing !== null && editing !== 'new' ? editing : null;
  const { control, handleSubmit, reset } = useForm<UserFormValues>({
    defaultValues: EMPTY_USER,
    resolver: zodResolver(userFormSchema),
  });
  const create = useCreateUser(onClose);
  const update = useUpdateUser(onClose);
  const saving = create.isPending || update.isPending;
  const stale = isStaleVersion(update.error);
  // the version the form's values were read at: the listed user's, or the newer one loaded after a refusal
  const [version, setVersion] = useState<number | undefined>(undefined);

  // each opening starts from the user as listed (or blank), and from no earlier refusal
  useEffect(() => {
    if (editing === null) return;
    reset(existing ? formValuesOf(existing) : EMPTY_USER);
    setVersion(existing?.version);
    create.reset();
    update.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each opening only
  }, [editing]);

  const submit = handleSubmit((values) => {
    const fields = { ...values, mobileNumber: values.mobileNumber === '' ? null : values.mobileNumber };
    if (existing) {
      const { email: _, ...changes } = fields;
      update.mutate({ userId: existing.userId, version: version ?? existing.version, ...changes });
    } else create.mutate(fields);
  });

  const loadLatest = () => {
    const newer = newerRecordOf(update.error, userSchema);
    if (newer) {
      setVersion(newer.version);
      reset(formValuesOf(newer));
    }
    update.reset();
  };

  return (
    <FormDrawer
      open={editing !== null}
      title={existing ? 'Edit User' : 'Add User'}
      width={DRAWER_WIDTH.upload}
      onClose={onClose}
      saving={saving}
      formLabel={existing ? 'Edit user' : 'Add user'}
      onSubmit={submit}
    >
      {stale ? <StaleVersionAlert error={update.error} onLoadLatest={loadLatest} /> : null}
      <FormTextField
        control={control}
        name="email"
        label="E-mail"
        type="email"
        autoComplete="off"
        disabled={existing !== null}
        hint={
          existing ? 'The sign-in name; it cannot change.' : 'The sign-in name; the welcome e-mail goes here.'
        }
      />
      <FormTextField control={control} name="firstName" label="First Name" autoComplete="off" />
      <FormTextField control={control} name="lastName" label="Last Name" autoComplete="off" />
      <FormTextField
        control={control}
        name="phoneNumber"
        label="Phone Number"
        type="tel"
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="mobileNumber"
        label="Mobile Number"
        type="tel"
        autoComplete="off"
        required={false}
      />
      <FormCheckboxGroup control={control} name="roles" label="User groups" options={roleNames} />
    </FormDrawer>
  );
}
