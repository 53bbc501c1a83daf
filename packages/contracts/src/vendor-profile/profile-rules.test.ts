import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL_INVALID, contactEmailTooLong } from './messages.ts';
import { checkContactEmail } from './profile-rules.ts';

describe('checkContactEmail', () => {
  it('accepts one or several addresses separated by semicolons and stores them trimmed', () => {
    expect(checkContactEmail(' a@b.example ; c@d.example; ')).toEqual({
      ok: true,
      value: 'a@b.example;c@d.example',
    });
    expect(checkContactEmail('')).toEqual({ ok: true, value: '' });
  });

  it.each(['not-an-email', 'a@b.example, c@d.example', 'x@y.example,billing', 'a,b@c.example', 'a@b'])(
    'refuses %j with the spec text',
    (value) => {
      expect(checkContactEmail(value)).toEqual({ ok: false, message: CONTACT_EMAIL_INVALID });
    },
  );

  it('refuses a list longer than 255 characters', () => {
    const list = Array.from({ length: 20 }, (_, i) => `someone${i}@example.example`).join(';');
    expect(checkContactEmail(list)).toEqual({ ok: false, message: contactEmailTooLong(list.length) });
    expect(contactEmailTooLong(list.length)).toBe(
      `Contact e-mail must be at most 255 characters. This list has ${list.length}.`,
    );
  });
});
