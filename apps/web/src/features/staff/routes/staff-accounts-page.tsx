// /staff/accounts, 'Staff' (issue 18 point 1's user screen): every staff account with its last
// sign-in; Administrators add one (its temporary password shown once), change another's role, reset
// another's authenticator and disable one, after a confirmation. Other roles see none of it (and the
// server refuses them the calls).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { StaffMember } from '@vp/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import {
  useDisableStaff,
  useEnableStaff,
  useResetSecondFactor,
  useStaffList,
} from '../api/staff-accounts.ts';
import { ChangeRoleDialog } from '../components/change-role-dialog.tsx';
import { CreateStaffDialog } from '../components/create-staff-dialog.tsx';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { StaffTable } from '../components/staff-table.tsx';
import { canManageStaff } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import { PageHeading } from '../components/page-heading.tsx';

export function StaffAccountsPage() {
  usePageTitle('Staff | Staff');
  const me = useSignedInStaff();
  const canManage = canManageStaff(me.role);
  const list = useStaffList(canManage);
  const disable = useDisableStaff();
  const enable = useEnableStaff();
  const [toEnable, setToEnable] = useState<StaffMember | null>(null);
  const [creating, setCreating] = useState(false);
  const [toDisable, setToDisable] = useState<StaffMember | null>(null);
  const [toChangeRole, setToChangeRole] = useState<StaffMember | null>(null);
  const [toReset, setToReset] = useState<StaffMember | null>(null);
  const reset = useResetSecondFactor();

  const confirmDisable = () => {
    if (!toDisable) return;
    disable.mutate(toDisable.id, { onSettled: () => setToDisable(null) });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeading title="Staff">
        {canManage ? (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Add staff member
          </Button>
        ) : null}
      </PageHeading>
      {!canManage ? (
        <Alert severity="info">Only Administrators see and change the staff accounts.</Alert>
      ) : null}
      {disable.isError ? <Alert severity="error">{staffFailureText(disable.error)}</Alert> : null}
      {enable.isError ? <Alert severity="error">{staffFailureText(enable.error)}</Alert> : null}
      {reset.isError ? <Alert severity="error">{staffFailureText(reset.error)}</Alert> : null}
      {list.isError ? <Alert severity="error">{staffFailureText(list.error)}</Alert> : null}
      {canManage && list.isPending ? <PageLoader /> : null}
      {list.data ? (
        <StaffTable
          staff={list.data.staff}
          meId={me.id}
          canManage={canManage}
          onDisable={setToDisable}
          onEnable={setToEnable}
          onChangeRole={setToChangeRole}
          onResetSecondFactor={setToReset}
        />
      ) : null}
      <CreateStaffDialog open={creating} onClose={() => setCreating(false)} />
      <ChangeRoleDialog member={toChangeRole} onClose={() => setToChangeRole(null)} />
      <ConfirmDialog
        open={toReset !== null}
        title="Reset authenticator"
        message={`Reset the authenticator of ${toReset?.email ?? ''}? Their recovery codes stop working and they are signed out; their next sign-in, with their password, sets up an authenticator app again.`}
        confirmLabel="Reset"
        cancelLabel="Cancel"
        busy={reset.isPending}
        onConfirm={() => toReset && reset.mutate(toReset.id, { onSettled: () => setToReset(null) })}
        onCancel={() => setToReset(null)}
      />
      <ConfirmDialog
        open={toDisable !== null}
        title="Disable staff member"
        message={`Disable ${toDisable?.email ?? ''}? They are signed out at once and can no longer sign in.`}
        confirmLabel="Disable"
        cancelLabel="Cancel"
        busy={disable.isPending}
        onConfirm={confirmDisable}
        onCancel={() => setToDisable(null)}
      />
      <ConfirmDialog
        open={toEnable !== null}
        title="Enable staff member"
        message={`Enable ${toEnable?.email ?? ''}? They can sign in again with their password and second factor.`}
        confirmLabel="Enable"
        cancelLabel="Cancel"
        busy={enable.isPending}
        onConfirm={() => toEnable && enable.mutate(toEnable.id, { onSettled: () => setToEnable(null) })}
        onCancel={() => setToEnable(null)}
      />
    </Box>
  );
}
