import { describe, expect, it } from 'vitest';
import {
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_MUST_MATCH,
} from '@vp/contracts';
import { loginSchema, looksLikeEmail, newPasswordLoginSchema, passwordPairSchema } from './schemas.ts';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  // the form shows the first message of each field, as the zod resolver does
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

const blankNew = { newPassword: '', repeatNewPassword: '' };

describe('login form rules (SPEC section 5)', () => {
  it('requires the e-mail and the password, at most 256 characters', () => {
    expect(messagesOf(loginSchema.safeParse({ email: ' ', password: '', ...blankNew }))).toEqual({
      email: EMAIL_REQUIRED,
      password: PASSWORD_REQUIRED,
    });
    expect(
      messagesOf(loginSchema.safeParse({ email: 'a@b.c', password: 'x'.repeat(257), ...blankNew })),
    ).toEqual({
      password: PASSWORD_TOO_LONG,
    });
    // an existing password shorter than today's minimum can still sign in
    expect(loginSchema.safeParse({ email: 'a@b.c', password: 'short', ...blankNew }).success).toBe(true);
  });

  it('applies the new-password rules once a new password is required', () => {
    const base = { email: 'a@b.c', password: 'temporary' };
    expect(messagesOf(newPasswordLoginSchema.safeParse({ ...base, ...blankNew }))).toEqual({
      newPassword: PASSWORD_REQUIRED,
      repeatNewPassword: PASSWORD_REQUIRED,
    });
    expect(
      messagesOf(
        newPasswordLoginSchema.safeParse({
          ...base,
          newPassword: 'long-enough',
          repeatNewPassword: 'long-enougH',
        }),
      ),
    ).toEqual({ repeatNewPassword: PASSWORDS_MUST_MATCH });
  });
});

describe('password pair rules (SPEC section 5)', () => {
  it('requires 8 to 256 characters in both fields and equal values', () => {
    expect(messagesOf(passwordPairSchema.safeParse({ password: 'short', repeatPassword: 'short' }))).toEqual({
      password: PASSWORD_TOO_SHORT,
      repeatPassword: PASSWORD_TOO_SHORT,
    });
    const long = 'x'.repeat(257);
    expect(messagesOf(passwordPairSchema.safeParse({ password: long, repeatPassword: long }))).toEqual({
      password: PASSWORD_TOO_LONG,
      repeatPassword: PASSWORD_TOO_LONG,
    });
    expect(
      messagesOf(passwordPairSchema.safeParse({ password: 'abcdefgh', repeatPassword: 'abcdefgi' })),
    ).toEqual({
      repeatPassword: PASSWORDS_MUST_MATCH,
    });
    expect(passwordPairSchema.safeParse({ password: 'abcdefgh', repeatPassword: 'abcdefgh' }).success).toBe(
      true,
    );
  });
});

describe('looksLikeEmail (forgot password)', () => {
  it('accepts a basic address and refuses the rest', () => {
    expect(looksLikeEmail('ann@example.com')).toBe(true);
    expect(looksLikeEmail(' ann@example.com ')).toBe(true);
    for (const value of ['', 'ann', 'ann@', 'ann@example', '@example.com', 'an n@example.com'])
      expect(looksLikeEmail(value)).toBe(false);
  });
});
