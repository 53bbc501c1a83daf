// Add User Group and Edit User Group in one drawer: the name, a description and the permissions the
// group grants, each named for what it lets a user do (VENDOR_PERMISSIONS' labels). An edit names the
// version it was read at; a save over a newer one is refused in the drawer, with the action that loads
// the newer group (decision 100).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  ROLE_DESCRIPTION_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
  ROLE_NAME_REQUIRED,
  ROLE_NAME_TOO_LONG,
  VENDOR_PERMISSIONS,
  knownPermissions,
  role as roleSchema,
  type Role,
} from '@vp/contracts';
import { FormDrawer } from '../../../components/form/form-drawer.tsx';
import { FormCheckboxGroup } from '../../../components/form/form-checkbox-group.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { DRAWER_WIDTH } from '../../../components/layout-sizes.ts';
import { StaleVersionAlert } from '../../../components/stale-version-alert.tsx';
import { useCreateRole, useUpdateRole } from '../api/role-writes.ts';
import { useEditDrawerForm } from './use-edit-drawer-form.ts';

const roleFormSchema = z.object({
  roleName: z.string().trim().min(1, ROLE_NAME_REQUIRED).max(ROLE_NAME_MAX_LENGTH, ROLE_NAME_TOO_LONG),
  description: z.string().trim().max(ROLE_DESCRIPTION_MAX_LENGTH),
  permissions: z.array(z.string()),
});
type RoleFormValues = z.infer<typeof roleFormSchema>;

const EMPTY_ROLE: RoleFormValues = { roleName: '', description: '', permissions: [] };
const valuesOf = (role: Role): RoleFormValues => ({
  roleName: role.roleName,
  description: role.description,
  permissions: role.permissions,
});

/** What a permission lets a user do, as the screens name it; an unknown one by its name. */
export const permissionLabel = (permission: string): string =>
  (VENDOR_PERMISSIONS as Record<string, { label: string } | undefined>)[permission]?.label ?? permission;

export type RoleFormDrawerProps = {
  /** open for a new group ('new'), for this group, or closed (null) */
  editing: Role | 'new' | null;
  onClose: () => void;
};

export function RoleFormDrawer({ editing, onClose }: RoleFormDrawerProps) {
  const create = useCreateRole(onClose);
  const update = useUpdateRole(onClose);
  const { form, existing, version, saving, stale, loadLatest } = useEditDrawerForm({
    editing,
    empty: EMPTY_ROLE,
    valuesOf,
    resolver: zodResolver(roleFormSchema),
    schema: roleSchema,
    create,
    update,
  });
  const { control, handleSubmit } = form;

  const submit = handleSubmit((values) => {
    if (existing) update.mutate({ roleId: existing.roleId, version, ...values });
    else create.mutate(values);
  });

  return (
    <FormDrawer
      open={editing !== null}
      title={existing ? 'Edit User Group' : 'Add User Group'}
      width={DRAWER_WIDTH.profile}
      onClose={onClose}
      saving={saving}
      formLabel={existing ? 'Edit user group' : 'Add user group'}
      onSubmit={submit}
    >
      {stale ? <StaleVersionAlert error={update.error} onLoadLatest={loadLatest} /> : null}
      <FormTextField control={control} name="roleName" label="Name" autoComplete="off" />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        autoComplete="off"
        required={false}
      />
      <FormCheckboxGroup
        control={control}
        name="permissions"
        label="What its users may do"
        options={knownPermissions}
        labelOf={permissionLabel}
      />
    </FormDrawer>
  );
}
