import { describe, expect, it } from 'vitest';
import { authStatusReducer, IDLE, type AuthStatus } from './auth-status.ts';

describe('auth status (SPEC section 4)', () => {
  it('moves through the SPEC states', () => {
    const loading = authStatusReducer(IDLE, { type: 'submitted' });
    expect(loading).toEqual({ status: 'loading' });
    expect(authStatusReducer(loading, { type: 'failed', error: 'Nope' })).toEqual({
      status: 'failed',
      error: 'Nope',
    });
    expect(authStatusReducer(loading, { type: 'passwordResetRequired', email: 'a@b.c' })).toEqual({
      status: 'passwordResetRequired',
      email: 'a@b.c',
    });
    expect(authStatusReducer(loading, { type: 'passwordResetSucceeded', message: 'Done' })).toEqual({
      status: 'PasswordResetSuccessfull',
      message: 'Done',
    });
    expect(authStatusReducer(loading, { type: 'signedIn' })).toEqual({ status: 'loggedIn' });
    expect(authStatusReducer(loading, { type: 'settled' })).toEqual(IDLE);
  });

  it('ignores a second submit while loading, and starts over after a failure', () => {
    const loading: AuthStatus = { status: 'loading' };
    expect(authStatusReducer(loading, { type: 'submitted' })).toBe(loading);
    expect(authStatusReducer({ status: 'failed', error: 'x' }, { type: 'submitted' })).toEqual(loading);
  });
});
