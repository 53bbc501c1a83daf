// The staff accounts as a table: name, e-mail, role, status, authenticator set up, last sign-in,
// created; and, for those who may, on each active account but their own: Change role, Reset
// authenticator (a lost phone) and Disable.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { STAFF_ROLE_LABELS, type StaffMember } from '@vp/contracts';

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
                  {member.status === 'active' && member.id !== meId ? (
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => onChangeRole(member)}
                        aria-label={`Change role: ${member.email}`}
                      >
                        Change role
                      </Button>
                      {member.totpEnrolled ? (
                        <Button
                          size="small"
                          variant="outlined"
                          onClick={() => onResetSecondFactor(member)}
                          aria-label={`Reset authenticator: ${member.email}`}
                        >
                          Reset authenticator
                        </Button>
                      ) : null}
                      <Button
                        size="small"
                        color="error"
                        variant="outlined"
                        onClick={() => onDisable(member)}
                        aria-label={`Disable: ${member.email}`}
                      >
                        Disable
                      </Button>
                    </Box>
                  ) : member.status === 'disabled' ? (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => onEnable(member)}
                      aria-label={`Enable: ${member.email}`}
                    >
                      Enable
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
