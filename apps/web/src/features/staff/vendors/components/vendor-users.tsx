// The vendor's users in the app's data grid, with the vendor manager's actions on each active user:
// send a link to set a new password, or disable (after a confirmation); a disabled user can be enabled
// again (issue 38 point 10). Staff never sign in as them.
import { useMemo, useState } from 'react';
import type { StaffVendorUser } from '@vp/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DataGrid, type GridColumn } from '../../../../components/data-grid/index.ts';
import { actionsColumn } from '../../components/row-actions.tsx';
import { useDisableUser, useEnableUser, useSendPasswordLink } from '../api/vendors.ts';

type Confirm = { kind: 'disable' | 'enable' | 'link'; user: StaffVendorUser };

const CONFIRM_TITLES = { disable: 'Disable user', enable: 'Enable user', link: 'Send password link' };
const CONFIRM_LABELS = { disable: 'Disable', enable: 'Enable', link: 'Send link' };

function confirmMessage(confirm: Confirm | null): string {
  if (!confirm) return '';
  const { email } = confirm.user;
  if (confirm.kind === 'disable')
    return `Disable ${email}? They are signed out at once and can no longer sign in.`;
  if (confirm.kind === 'enable') return `Enable ${email}? They can sign in again with their password.`;
  return `E-mail ${email} a link to set a new password? Their current password keeps working until they use it.`;
}

const SIGN_IN_LABELS: Record<StaffVendorUser['passwordState'], string> = {
  ok: 'Signs in',
  new_password_required: 'Invited, not signed in yet',
  password_reset_required: 'Must set a new password',
};

const nameOf = (u: StaffVendorUser) => `${u.firstName} ${u.lastName}`.trim() || u.email;

export function VendorUsers({
  vendorId,
  users,
  canManage,
}: {
  vendorId: number;
  users: readonly StaffVendorUser[];
  canManage: boolean;
}) {
  const disable = useDisableUser(vendorId);
  const enable = useEnableUser(vendorId);
  const passwordLink = useSendPasswordLink(vendorId);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  const columns = useMemo(() => {
    const base: GridColumn<StaffVendorUser>[] = [
      // the user's name and the buttons stay in view while the rest scrolls (decision 106)
      { id: 'name', header: 'Name', width: 180, text: nameOf, pin: 'start' },
      { id: 'email', header: 'E-mail', width: 240, text: (u) => u.email },
      {
        id: 'status',
        header: 'Status',
        width: 90,
        text: (u) => (u.status === 'active' ? 'Active' : 'Disabled'),
      },
      { id: 'signIn', header: 'Sign-in', width: 200, text: (u) => SIGN_IN_LABELS[u.passwordState] },
      { id: 'roles', header: 'User groups', width: 180, text: (u) => u.roles.join(', ') },
      { id: 'phone', header: 'Phone', width: 130, text: (u) => u.phoneNumber },
    ];
    if (canManage)
      base.push(
        actionsColumn(
          300,
          (u) =>
            u.status === 'active'
              ? [
                  {
                    label: 'Send password link',
                    name: `Send password link to ${u.email}`,
                    onClick: () => setConfirm({ kind: 'link', user: u }),
                  },
                  {
                    label: 'Disable',
                    name: `Disable ${u.email}`,
                    onClick: () => setConfirm({ kind: 'disable', user: u }),
                    danger: true,
                  },
                ]
              : [
                  {
                    label: 'Enable',
                    name: `Enable ${u.email}`,
                    onClick: () => setConfirm({ kind: 'enable', user: u }),
                  },
                ],
          'end',
        ),
      );
    return base;
  }, [canManage]);

  const onConfirm = () => {
    if (!confirm) return;
    const mutation = { disable, enable, link: passwordLink }[confirm.kind];
    mutation.mutate(confirm.user.userId, { onSettled: () => setConfirm(null) });
  };

  return (
    <>
      <DataGrid
        label="Users"
        rows={users}
        columns={columns}
        getRowId={(u) => String(u.userId)}
        defaultPageSize={100}
        maxHeight="50vh"
        cardColumns={
          canManage ? ['email', 'name', 'status', 'signIn', 'actions'] : ['email', 'name', 'status', 'signIn']
        }
      />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? CONFIRM_TITLES[confirm.kind] : ''}
        message={confirmMessage(confirm)}
        confirmLabel={confirm ? CONFIRM_LABELS[confirm.kind] : ''}
        cancelLabel="Cancel"
        busy={disable.isPending || enable.isPending || passwordLink.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
