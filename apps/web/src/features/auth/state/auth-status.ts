// The auth status of SPEC section 4: idle, loading (spinner), failed (error toast),
// passwordResetRequired (remembers the e-mail; goes to set-password), PasswordResetSuccessfull (goes
// to the auth root), logged in (goes to the dashboard). The state names are the SPEC's, spelling
// included, so that the two can be read side by side.
export type AuthStatus =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'passwordResetRequired'; email: string }
  | { status: 'PasswordResetSuccessfull'; message: string }
  | { status: 'loggedIn' };

export type AuthEvent =
  | { type: 'submitted' }
  /** The call ended without a final outcome (e.g. a new password is needed first). */
  | { type: 'settled' }
  | { type: 'failed'; error: string }
  | { type: 'passwordResetRequired'; email: string }
  | { type: 'passwordResetSucceeded'; message: string }
  | { type: 'signedIn' };

export const IDLE: AuthStatus = { status: 'idle' };

export function authStatusReducer(state: AuthStatus, event: AuthEvent): AuthStatus {
  switch (event.type) {
    case 'submitted':
      // one call at a time: a second submit while loading changes nothing
      return state.status === 'loading' ? state : { status: 'loading' };
    case 'settled':
      return IDLE;
    case 'failed':
      return { status: 'failed', error: event.error };
    case 'passwordResetRequired':
      return { status: 'passwordResetRequired', email: event.email };
    case 'passwordResetSucceeded':
      return { status: 'PasswordResetSuccessfull', message: event.message };
    case 'signedIn':
      return { status: 'loggedIn' };
  }
}
