// A user's buttons on the Users screen: Edit, Reset Password (or Resend Invitation for a user not yet
// signed in), and Disable or Enable. Each change that
// locks someone out or mails them asks first; your own account cannot be disabled here (the server
// refuses it too).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { User } from '@vp/contracts';
import type { UserAction } from '../api/user-writes.ts';

export type UserActionsProps = {
  user: User;
  isYou: boolean;
  onEdit: (user: User) => void;
  onAsk: (action: UserAction, user: User) => void;
};

export function UserActions({ user, isYou, onEdit, onAsk }: UserActionsProps) {
  const name = `${user.firstName} ${user.lastName}`;
  if (user.status === 'disabled')
    return (
      <Button
        size="small"
        variant="outlined"
        onClick={() => onAsk('enable', user)}
        aria-label={`Enable ${name}`}
      >
        Enable
      </Button>
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" onClick={() => onEdit(user)} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {user.passwordState === 'new_password_required' ? (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onAsk('resend-invitation', user)}
          aria-label={`Resend Invitation to ${name}`}
        >
          Resend Invitation
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onAsk('reset-password', user)}
          aria-label={`Reset Password for ${name}`}
        >
          Reset Password
        </Button>
      )}
      {isYou ? null : (
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={() => onAsk('disable', user)}
          aria-label={`Disable ${name}`}
        >
          Disable
        </Button>
      )}
    </Stack>
  );
}

/** The question asked before each action. */
export function questionFor(
  action: UserAction,
  user: User,
): { title: string; message: string; confirm: string } {
  const name = `${user.firstName} ${user.lastName}`;
  switch (action) {
    case 'disable':
      return {
        title: 'Disable user',
        message: `${name} will no longer be able to sign in. You can enable the user again later.`,
        confirm: 'Disable',
      };
    case 'enable':
      return {
        title: 'Enable user',
        message: `${name} will be able to sign in again with their password.`,
        confirm: 'Enable',
      };
    case 'resend-invitation':
      return {
        title: 'Resend invitation',
        message: `${name} has not signed in yet. A new welcome e-mail with a new temporary password goes to ${user.email}; the one sent before stops working.`,
        confirm: 'Resend Invitation',
      };
    case 'reset-password':
      return {
        title: 'Reset password',
        message: `${name} will have to set a new password before signing in; a link goes to ${user.email}.`,
        confirm: 'Reset Password',
      };
  }
}
