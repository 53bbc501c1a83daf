// Add User and Edit User in one drawer: e-mail (the sign-in name: fixed once the user exists), names,
// phones and the user groups (roles) the user holds. An edit names the version it was read at; a save
// over a newer one is refused in the drawer, with the action that loads the newer user (decision 100).
import { zodResolver } from '@hookform/resolvers/zod';
import { user as userSchema, type User } from '@vp/contracts';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormCheckboxGroup } from '../../../components/form/form-checkbox-group.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { DRAWER_WIDTH } from '../../../components/layout-sizes.ts';
import { StaleVersionAlert } from '../../../components/stale-version-alert.tsx';
import { useCreateUser, useUpdateUser } from '../api/user-writes.ts';
import { useEditDrawerForm } from './use-edit-drawer-form.ts';
import { EMPTY_USER, formValuesOf, userFormSchema } from './user-form-values.ts';

export type UserFormDrawerProps = {
  /** open for a new user ('new'), for this user, or closed (null) */
  editing: User | 'new' | null;
  roleNames: readonly string[];
  onClose: () => void;
};

export function UserFormDrawer({ editing, roleNames, onClose }: UserFormDrawerProps) {
  const create = useCreateUser(onClose);
  const update = useUpdateUser(onClose);
  const { form, existing, version, saving, stale, loadLatest } = useEditDrawerForm({
    editing,
    empty: EMPTY_USER,
    valuesOf: formValuesOf,
    resolver: zodResolver(userFormSchema),
    schema: userSchema,
    create,
    update,
  });
  const { control, handleSubmit } = form;

  const submit = handleSubmit((values) => {
    const fields = { ...values, mobileNumber: values.mobileNumber === '' ? null : values.mobileNumber };
    if (existing) {
      const { email: _, ...changes } = fields;
      update.mutate({ userId: existing.userId, version, ...changes });
    } else create.mutate(fields);
  });

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
