import { describe, expect, it } from 'vitest';
import {
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_MUST_MATCH,
} from '@vp/contracts';
import { EMPTY_LOGIN, loginErrors } from './login-fields.ts';

describe("the light login's field messages (SPEC section 5, forms/schemas.ts)", () => {
  it('Email and Password are required; a long password is refused; an old short one is not', () => {
    expect(loginErrors({ ...EMPTY_LOGIN, email: ' ' }, false)).toEqual({
      email: EMAIL_REQUIRED,
      password: PASSWORD_REQUIRED,
    });
    expect(loginErrors({ ...EMPTY_LOGIN, email: 'a@b.c', password: 'x'.repeat(257) }, false)).toEqual({
      password: PASSWORD_TOO_LONG,
    });
    expect(loginErrors({ ...EMPTY_LOGIN, email: 'a@b.c', password: 'short' }, false)).toEqual({});
  });

  it('the new password and its repeat count once the server asked for them, one message a field', () => {
    const signedIn = { email: 'a@b.c', password: 'old' };
    expect(loginErrors({ ...EMPTY_LOGIN, ...signedIn }, true)).toEqual({
      newPassword: PASSWORD_REQUIRED,
      repeatNewPassword: PASSWORD_REQUIRED,
    });
    expect(loginErrors({ ...signedIn, newPassword: 'short', repeatNewPassword: 'short' }, true)).toEqual({
      newPassword: PASSWORD_TOO_SHORT,
      repeatNewPassword: PASSWORD_TOO_SHORT,
    });
    expect(
      loginErrors(
        { ...signedIn, newPassword: 'Fresh-Start-2026', repeatNewPassword: 'Fresh-Start-2027' },
        true,
      ),
    ).toEqual({ repeatNewPassword: PASSWORDS_MUST_MATCH });
    expect(
      loginErrors(
        { ...signedIn, newPassword: 'Fresh-Start-2026', repeatNewPassword: 'Fresh-Start-2026' },
        true,
      ),
    ).toEqual({});
  });
});
