// Sign-in and password texts of SPEC sections 4, 5 and 8, defined once.
export const EMAIL_REQUIRED = 'Email is required';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_TOO_LONG = 'Password should not exceed more than 256 characters';
export const PASSWORD_TOO_SHORT = 'Password should be of minimum 8 characters length';
export const PASSWORDS_MUST_MATCH = 'Passwords must match';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another one.';
export const PASSWORD_NOT_CHANGED = 'The new password must be different from the current one.';

export const INVALID_CREDENTIALS = 'Invalid credentials. Please try again.';
export const UNEXPECTED_ERROR = 'An Unexpected Error Occurred';
export const PASSWORD_RESET_REQUIRED_MESSAGE = 'Password Reset Required';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait 15 minutes and try again.';
/** Not in the spec: a flood of sign-in starts from one address (issue 14, decision 034). */
export const TOO_MANY_SIGN_IN_STARTS =
  'Too many sign-in attempts from this address. Please wait a minute and try again.';
export const LINK_INVALID_OR_EXPIRED = 'This link is invalid or has expired. Please request a new one.';

export const PASSWORD_CHANGED = 'Password has been changed successfully!';
export const NEW_PASSWORD_CHANGED = 'Your new password has been changed successfully!';
export const FORGOT_PASSWORD_SENT = 'You will shortly receive an email';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
/** PBKDF2-SHA256 iterations that stretch the password into the SRP secret (server and browser). */
export const PASSWORD_KDF_ITERATIONS = 600_000;
