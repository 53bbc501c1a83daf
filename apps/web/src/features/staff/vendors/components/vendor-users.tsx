// The vendor's users in the app's data grid, with the vendor manager's actions on each active user:
// send a link to set a new password, or disable (after a confirmation). Staff never sign in as them.
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { StaffVendorUser } from '@vp/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { DataGrid, type GridColumn } from '../../../../components/data-grid/index.ts';
import { useDisableUser, useSendPasswordLink } from '../api/vendors.ts';

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
  const passwordLink = useSendPasswordLink(vendorId);
  const [confirm, setConfirm] = useState<{ kind: 'disable' | 'link'; user: StaffVendorUser } | null>(null);

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
      base.push({
        id: 'actions',
        header: 'Actions',
        width: 300,
        pin: 'end',
        sortable: false,
        filterable: false,
        text: () => '',
        render: (u) =>
          u.status === 'active' ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                onClick={() => setConfirm({ kind: 'link', user: u })}
                aria-label={`Send password link to ${u.email}`}
              >
                Send password link
              </Button>
              <Button
                size="small"
                color="error"
                variant="outlined"
                onClick={() => setConfirm({ kind: 'disable', user: u })}
                aria-label={`Disable ${u.email}`}
              >
                Disable
              </Button>
            </Box>
          ) : null,
      });
    return base;
  }, [canManage]);

  const onConfirm = () => {
    if (!confirm) return;
    const mutation = confirm.kind === 'disable' ? disable : passwordLink;
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
        title={confirm?.kind === 'disable' ? 'Disable user' : 'Send password link'}
        message={
          confirm?.kind === 'disable'
            ? `Disable ${confirm.user.email}? They are signed out at once and can no longer sign in.`
            : `E-mail ${confirm?.user.email ?? ''} a link to set a new password? Their current password keeps working until they use it.`
        }
        confirmLabel={confirm?.kind === 'disable' ? 'Disable' : 'Send link'}
        cancelLabel="Cancel"
        busy={disable.isPending || passwordLink.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
