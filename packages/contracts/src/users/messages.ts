// User-administration texts: the success messages quoted by SPEC section 8, and the refusals of the
// user and role calls, defined once for the server and the web app.
import { staleVersionMessage } from '../platform/record-version.ts';

export const USER_ADDED = 'User added Successfully!';
export const USER_UPDATED = 'User updated successfully!';
export const USER_DELETED = 'User deleted successfully!';
export const PASSWORD_RESET_PROCESSED = 'Password reset request has been processed!';
export const ROLE_ADDED = 'User Group Added!';
export const ROLE_UPDATED = 'User Group Updated!';

export const NOT_ALLOWED_TO_MANAGE_USERS = 'You are not allowed to manage users.';
export const USER_NOT_FOUND = 'The user was not found.';
export const ROLE_NOT_FOUND = 'The user group was not found.';

export const EMAIL_INVALID = 'Enter a valid e-mail address.';
export const EMAIL_TAKEN = 'A user with this e-mail address already exists.';
export const EMAIL_CANNOT_CHANGE = 'The e-mail address of a user cannot be changed.';
export const FIRST_NAME_REQUIRED = 'First name is required.';
export const LAST_NAME_REQUIRED = 'Last name is required.';
export const PHONE_NUMBER_REQUIRED = 'Phone number is required.';
export const PHONE_NUMBER_INVALID =
  'Phone number must have 10 to 15 digits and contain only digits, spaces, dashes, dots, parentheses and +.';
export const MOBILE_NUMBER_INVALID =
  'Mobile number must have 10 to 15 digits and contain only digits, spaces, dashes, dots, parentheses and +.';
export const CANNOT_DELETE_YOURSELF = 'You cannot delete your own user.';
export const LAST_USER_ADMIN =
  'This change would leave no active user who can manage users. Give another user that permission first.';
export const unknownRoles = (names: string[]) =>
  names.length === 1
    ? `There is no user group named ${names[0]}.`
    : `There are no user groups named ${names.join(', ')}.`;

export const ROLE_NAME_REQUIRED = 'User group name is required.';
export const ROLE_NAME_TOO_LONG = 'User group name must be at most 100 characters.';
export const roleNameTaken = (name: string) => `A user group named ${name} already exists.`;
export const unknownPermissions = (names: string[]) => `Unknown permission: ${names.join(', ')}.`;
/** An update-user or update-role over a newer version (decision 100). */
export const USER_STALE = staleVersionMessage('this user');
export const ROLE_STALE = staleVersionMessage('this role');
