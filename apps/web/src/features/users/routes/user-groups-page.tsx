// User Groups (issue 40 point 1: a role is a set of named permissions, so a company defines its own):
// the vendor's Administrators see each group with what it lets its users do, add a group and change
// one. Every vendor starts with Administrator, Office, Finance and Technician (decision 110); the last
// user who may manage users cannot lose that (the server refuses it with its reason).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { getRolesCall, type Role } from '@vp/contracts';
import { SectionRows } from '../../../components/section-rows.tsx';
import type { RowsColumn } from '../../../components/rows-table.tsx';
import { callQuery } from '../../../lib/call.ts';
import { RoleFormDrawer, permissionLabel } from '../components/role-form-drawer.tsx';

export function UserGroupsPage() {
  const roles = useQuery({ ...callQuery(getRolesCall), select: (answer) => answer.roles });
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const columns: RowsColumn<Role>[] = [
    { header: 'Name', cell: (role) => role.roleName },
    { header: 'Description', cell: (role) => role.description, wide: true },
    {
      header: 'Its users may',
      wide: true,
      cell: (role) =>
        role.permissions.length > 0 ? role.permissions.map(permissionLabel).join('; ') : 'Sign in only',
    },
    {
      header: 'Edit',
      action: true,
      cell: (role) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setEditing(role)}
          aria-label={`Edit ${role.roleName}`}
        >
          Edit
        </Button>
      ),
    },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Add User Group
        </Button>
      </Box>
      <SectionRows
        query={roles}
        loading="the user groups"
        label="User groups"
        columns={columns}
        rowKey={(role) => role.roleId}
        cardsOnPhone
      />
      <RoleFormDrawer editing={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
