// Users (issue 40 point 2): the vendor's Administrators see their team, active and disabled, add a user
// (a welcome e-mail with a link to choose a password, valid 7 days, goes out through the job queue), change a user's names,
// phones and user groups, reset a password, disable and enable. The menu lists the page only for users
// whose roles grant user administration; the server refuses its calls to anyone else (403).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { User, UserStatus } from '@vp/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CursorPager } from '../../../components/cursor-pager.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { RowsTable, type RowsColumn } from '../../../components/rows-table.tsx';
import { useCursorPages } from '../../../lib/cursor-pages.ts';
import { errorMessageOf } from '../../../lib/notify.ts';
import { useStartUpData } from '../../../lib/start-up-data.tsx';
import { useRoleNames, useUsersPage } from '../api/users-queries.ts';
import { useUserAction, type UserAction } from '../api/user-writes.ts';
import { questionFor, UserActions } from '../components/user-actions.tsx';
import { UserFormDrawer } from '../components/user-form-drawer.tsx';

const STATUS_CHOICES = [
  { value: 'all', label: 'All users' },
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
] as const;
type StatusChoice = (typeof STATUS_CHOICES)[number]['value'];

function formatPhone(digits: string | null): string {
  if (!digits) return '';
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

export function UsersPage() {
  const me = useStartUpData()?.user.userId;
  const [choice, setChoice] = useState<StatusChoice>('all');
  const status: UserStatus | undefined = choice === 'all' ? undefined : choice;
  const pages = useCursorPages(choice);
  const users = useUsersPage(status, pages.cursor);
  const roles = useRoleNames();
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [asking, setAsking] = useState<{ action: UserAction; user: User } | null>(null);
  const act = useUserAction(() => setAsking(null));

  const columns: RowsColumn<User>[] = [
    { header: 'Name', cell: (u) => `${u.firstName} ${u.lastName}${u.userId === me ? ' (you)' : ''}` },
    { header: 'E-mail', cell: (u) => u.email, wide: true },
    { header: 'Phone', cell: (u) => formatPhone(u.phoneNumber) },
    { header: 'Mobile', cell: (u) => formatPhone(u.mobileNumber) },
    { header: 'User groups', cell: (u) => u.roles.join(', ') },
    {
      header: 'Status',
      cell: (u) =>
        u.status === 'disabled' ? (
          <Chip size="small" label="Disabled" variant="outlined" />
        ) : u.passwordState === 'new_password_required' ? (
          <Chip size="small" label="Invited, not signed in yet" variant="outlined" />
        ) : (
          <Chip size="small" label="Active" color="success" variant="outlined" />
        ),
    },
    {
      header: 'Actions',
      action: true,
      cell: (u) => (
        <UserActions
          user={u}
          isYou={u.userId === me}
          onEdit={setEditing}
          onAsk={(action, user) => setAsking({ action, user })}
        />
      ),
    },
  ];
  const question = asking ? questionFor(asking.action, asking.user) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Show"
          value={choice}
          onChange={(event) => setChoice(event.target.value as StatusChoice)}
          sx={{ minWidth: 160 }}
        >
          {STATUS_CHOICES.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => setEditing('new')} sx={{ ml: 'auto' }}>
          Add User
        </Button>
      </Box>
      {users.isPending ? (
        <PageLoader label="Loading users" />
      ) : users.isError ? (
        <Alert severity="error">{errorMessageOf(users.error)}</Alert>
      ) : users.data.items.length === 0 ? (
        <EmptyState />
      ) : (
        <RowsTable
          label="Users"
          rows={users.data.items}
          columns={columns}
          rowKey={(u) => u.userId}
          cardsOnPhone
        />
      )}
      <CursorPager pages={pages} nextCursor={users.data?.nextCursor} label="Pages of users" />
      <UserFormDrawer editing={editing} roleNames={roles.data ?? []} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={asking !== null}
        title={question?.title}
        message={question?.message ?? ''}
        confirmLabel={question?.confirm}
        cancelLabel="Cancel"
        busy={act.isPending}
        onConfirm={() => asking && act.mutate({ action: asking.action, userId: asking.user.userId })}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
