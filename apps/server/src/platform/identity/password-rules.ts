// The password rules, checked on the server whatever the client checked: 8 to 256 characters
// (SPEC section 5) and not one of the shipped common passwords.
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '@vp/contracts';
import { AppError } from '../http/app-error.ts';
import { isCommonPassword } from './common-passwords.ts';

export function assertPasswordRules(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError('bad_request', PASSWORD_TOO_SHORT, { reason: 'password-too-short' });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError('bad_request', PASSWORD_TOO_LONG, { reason: 'password-too-long' });
  }
  if (isCommonPassword(password)) {
    throw new AppError('bad_request', PASSWORD_TOO_COMMON, { reason: 'password-too-common' });
  }
}
