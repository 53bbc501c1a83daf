// 'Change role': another member's role from the four; it takes effect on their next step in the
// console, without signing them out.
import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffMember, type StaffRole } from '@vp/contracts';
import { useChangeStaffRole } from '../api/staff-accounts.ts';
import { DialogButtons } from './dialog-buttons.tsx';
import { staffFailureText } from './staff-failure-text.ts';

export function ChangeRoleDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const titleId = useId();
  const [role, setRole] = useState<StaffRole>('read_only');
  const change = useChangeStaffRole();
  useEffect(() => {
    if (member) setRole(member.role);
  }, [member]);

  const close = () => {
    change.reset();
    onClose();
  };

  return (
    <Dialog open={member !== null} onClose={change.isPending ? undefined : close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Change role</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <Alert severity="info">
          {member?.email} gets the new role at their next step in the console; they stay signed in.
        </Alert>
        <TextField
          select
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((r) => (
            <MenuItem key={r} value={r}>
              {STAFF_ROLE_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        {change.isError ? <Alert severity="error">{staffFailureText(change.error)}</Alert> : null}
      </DialogContent>
      <DialogButtons
        onCancel={close}
        busy={change.isPending}
        label="Save"
        onAction={() => member && change.mutate({ staffId: member.id, role }, { onSuccess: close })}
        disabled={!member || role === member.role}
      />
    </Dialog>
  );
}
