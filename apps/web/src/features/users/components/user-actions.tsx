// A user's buttons on the Users screen: Edit, Reset Password (or Resend Invitation for a user not yet
// signed in), and Disable or Enable. Each change that locks someone out or mails them asks first; your
// own account cannot be disabled here (the server refuses it too).
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
  // each button's accessible name starts with its visible text (axe: label-content-name-mismatch)
  const button = (label: string, named: string, onClick: () => void, danger = false) => (
    <Button
      size="small"
      variant="outlined"
      color={danger ? 'error' : 'primary'}
      onClick={onClick}
      aria-label={`${label} ${named}`}
    >
      {label}
    </Button>
  );
  if (user.status === 'disabled') return button('Enable', name, () => onAsk('enable', user));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {button('Edit', name, () => onEdit(user))}
      {user.passwordState === 'new_password_required'
        ? button('Resend Invitation', `to ${name}`, () => onAsk('resend-invitation', user))
        : button('Reset Password', `for ${name}`, () => onAsk('reset-password', user))}
      {isYou ? null : button('Disable', name, () => onAsk('disable', user), true)}
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
        message: `${name} has not signed in yet. A new welcome e-mail with a new link to choose a password goes to ${user.email}; the link sent before stops working.`,
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
