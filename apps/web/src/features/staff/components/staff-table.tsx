// The staff accounts as a table: name, e-mail, role, status, authenticator set up, last sign-in,
// created; and, for those who may, on each active account but their own: Change role, Reset
// authenticator (a lost phone) and Disable.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { STAFF_ROLE_LABELS, type StaffMember } from '@vp/contracts';
import { RowButtons, type RowAction } from './row-actions.tsx';

type Props = {
  staff: readonly StaffMember[];
  meId: number;
  canManage: boolean;
  onDisable: (member: StaffMember) => void;
  /** a disabled member enabled again (issue 38 point 10) */
  onEnable: (member: StaffMember) => void;
  onChangeRole: (member: StaffMember) => void;
  onResetSecondFactor: (member: StaffMember) => void;
};

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
const timeOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

export function StaffTable({
  staff,
  meId,
  canManage,
  onDisable,
  onEnable,
  onChangeRole,
  onResetSecondFactor,
}: Props) {
  // an active account but one's own can be changed; a disabled one only enabled again
  const actionsOf = (member: StaffMember): RowAction[] => {
    if (member.status === 'disabled')
      return [{ label: 'Enable', name: `Enable: ${member.email}`, onClick: () => onEnable(member) }];
    if (member.id === meId) return [];
    return [
      { label: 'Change role', name: `Change role: ${member.email}`, onClick: () => onChangeRole(member) },
      ...(member.totpEnrolled
        ? [
            {
              label: 'Reset authenticator',
              name: `Reset authenticator: ${member.email}`,
              onClick: () => onResetSecondFactor(member),
            },
          ]
        : []),
      { label: 'Disable', name: `Disable: ${member.email}`, onClick: () => onDisable(member), danger: true },
    ];
  };
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Staff accounts" sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Authenticator</TableCell>
            <TableCell>Last sign-in</TableCell>
            <TableCell>Created</TableCell>
            {canManage ? <TableCell>Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {staff.map((member) => (
            <TableRow key={member.id} data-testid="staff-row">
              <TableCell>{member.name || '—'}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{member.email}</TableCell>
              <TableCell>{STAFF_ROLE_LABELS[member.role]}</TableCell>
              <TableCell>{member.status === 'active' ? 'Active' : 'Disabled'}</TableCell>
              <TableCell>{member.totpEnrolled ? 'Set up' : 'Not yet'}</TableCell>
              <TableCell>{timeOf(member.lastSignInAt)}</TableCell>
              <TableCell>{dateOf(member.createdAt)}</TableCell>
              {canManage ? (
                <TableCell>
                  <RowButtons actions={actionsOf(member)} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
