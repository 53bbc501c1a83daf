// The password calls, with the e-mailed links received through a real SMTP server on loopback.
import { describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_SENT,
  INVALID_CREDENTIALS,
  LINK_INVALID_OR_EXPIRED,
  NEW_PASSWORD_CHANGED,
  PASSWORD_CHANGED,
  PASSWORD_RESET_REQUIRED_MESSAGE,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  createUserPasswordCall,
  forgotUserPasswordCall,
  userSetPasswordCall,
  validateVendorPortalUserCall,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { auditRows, createUserWithPassword } from '../../../test/fixtures/index.ts';
import { srpSignIn } from '../../../test/srp-client.ts';
import { linkIn } from '../../../test/smtp-inbox.ts';
import { mailingServerForFile } from '../../../test/server-for-file.ts';
import { createPasswordFlows } from './password-flows.service.ts';

const { server, inbox } = mailingServerForFile();

const linkInvalid = {
  error: LINK_INVALID_OR_EXPIRED,
  message: LINK_INVALID_OR_EXPIRED,
  statusCode: 400,
  code: 'link-invalid-or-expired',
};
const post = (path: string, body: unknown) => api(server, path, { method: 'POST', body });
const forgot = (email: string) => post(forgotUserPasswordCall.path, { email });

describe('forgot-user-password -> e-mailed link -> create-user-password', () => {
  it('mails a single-use link, sets the password with it, and the new password signs in', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Forgotten-Old-1', firstName: 'Robin' });
    const { idToken } = (await srpSignIn(server, user.email, 'Forgotten-Old-1')).finish.json as {
      idToken: string;
    };

    const res = await forgot(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: FORGOT_PASSWORD_SENT });

    const mail = await inbox.next(user.email);
    expect(mail.subject).toBe('Set your vendor portal password');
    expect(mail.text).toContain('Hello Robin,');
    expect(mail.text).toContain('expires in 1 hour');
    const link = linkIn(mail, '/auth/create-password');
    expect(link.origin).toBe(server.url);
    expect(link.searchParams.get('email')).toBe(user.email);
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    // what the create-password page sends
    const created = await post(createUserPasswordCall.path, {
      userName: link.searchParams.get('email'),
      password: 'Brand-New-Secret-77',
      token,
    });
    expect(created.status).toBe(200);
    expect(created.json).toEqual({ success: true, message: NEW_PASSWORD_CHANGED });

    expect((await srpSignIn(server, user.email, 'Forgotten-Old-1')).finish.status).toBe(401);
    const signIn = await srpSignIn(server, user.email, 'Brand-New-Secret-77');
    expect(signIn.finish.json.result).toBe('SIGNED_IN');
    // sessions from before the change are over
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: idToken } })).status).toBe(
      401,
    );

    // the link works once
    const again = await post(createUserPasswordCall.path, {
      userName: user.email,
      password: 'Another-Secret-88',
      token,
    });
    expect(again.status).toBe(400);
    expect(again.json).toEqual(linkInvalid);
    expect((await auditRows(server.db, user.email)).map((r) => r.kind)).toEqual(
      expect.arrayContaining(['password_link_requested', 'password_changed', 'password_change_failed']),
    );
  });

  it('answers an unknown or disabled address the same, and mails nothing', async () => {
    const disabled = await createUserWithPassword(server.db, {
      password: 'Disabled-Person-1',
      status: 'disabled',
    });
    for (const email of ['no-such-person@vendor.test', disabled.email]) {
      const res = await forgot(email);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ success: true, message: FORGOT_PASSWORD_SENT });
    }
    // a known address's mail arrives after these; none of these was mailed
    const known = await createUserWithPassword(server.db, { password: 'Known-Person-1' });
    await forgot(known.email);
    await inbox.next(known.email);
    expect(inbox.received.some((m) => m.to.includes('no-such-person@vendor.test'))).toBe(false);
    expect(inbox.received.some((m) => m.to.includes(disabled.email))).toBe(false);
  });

  it('only the newest link works, and an expired one does not', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Two-Links-Old-1' });
    await forgot(user.email);
    const older = linkIn(await inbox.next(user.email), '/auth/create-password').searchParams.get('token');
    await forgot(user.email);
    const newer = linkIn(await inbox.next(user.email), '/auth/create-password').searchParams.get('token');
    expect(newer).not.toBe(older);
    expect(
      (
        await post(createUserPasswordCall.path, {
          userName: user.email,
          password: 'Fresh-Pass-2026',
          token: older,
        })
      ).json,
    ).toEqual(linkInvalid);

    await server.db
      .updateTable('password_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.userId)
      .execute();
    expect(
      (
        await post(createUserPasswordCall.path, {
          userName: user.email,
          password: 'Fresh-Pass-2026',
          token: newer,
        })
      ).json,
    ).toEqual(linkInvalid);
  });

  it('a link works only for its own e-mail and its own page', async () => {
    const owner = await createUserWithPassword(server.db, { password: 'Link-Owner-Old-1' });
    const other = await createUserWithPassword(server.db, { password: 'Other-User-Old-1' });
    await forgot(owner.email);
    const token = linkIn(await inbox.next(owner.email), '/auth/create-password').searchParams.get('token');
    expect(
      (
        await post(createUserPasswordCall.path, {
          userName: other.email,
          password: 'Hijack-Attempt-9',
          token,
        })
      ).json,
    ).toEqual(linkInvalid);
    // a create-password link is not a set-password link
    expect(
      (await post(userSetPasswordCall.path, { email: owner.email, password: 'Hijack-Attempt-9', token }))
        .json,
    ).toEqual(linkInvalid);
    // and still usable on its own page
    expect(
      (
        await post(createUserPasswordCall.path, {
          userName: owner.email,
          password: 'Rightful-Owner-9',
          token,
        })
      ).status,
    ).toBe(200);
  });
});

describe('an e-mail address alone never sets a password', () => {
  it('answers like an unknown address and changes nothing', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Keep-Me-Safe-2026' });
    const before = await server.db
      .selectFrom('users')
      .select('srp_verifier')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const attempts = [
      post(createUserPasswordCall.path, { userName: user.email, password: 'Attacker-Choice-1' }),
      post(userSetPasswordCall.path, { email: user.email, password: 'Attacker-Choice-1' }),
      post(createUserPasswordCall.path, {
        userName: user.email,
        password: 'Attacker-Choice-1',
        token: 'guessed-token',
      }),
      post(createUserPasswordCall.path, {
        userName: 'unknown@vendor.test',
        password: 'Attacker-Choice-1',
        token: 'guessed-token',
      }),
      post(createUserPasswordCall.path, { userName: 'unknown@vendor.test', password: 'Attacker-Choice-1' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(res.json).toEqual(linkInvalid);
    }
    const after = await server.db
      .selectFrom('users')
      .select('srp_verifier')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(after.srp_verifier).toBe(before.srp_verifier);
  });
});

describe('setting a password with the current (or temporary) password', () => {
  it('user-set-password with the current password', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Current-Pass-2026' });
    const wrong = await post(userSetPasswordCall.path, {
      email: user.email,
      password: 'Next-Pass-2026',
      currentPassword: 'Not-Current-1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(INVALID_CREDENTIALS);
    const unknown = await post(userSetPasswordCall.path, {
      email: 'ghost@vendor.test',
      password: 'Next-Pass-2026',
      currentPassword: 'Not-Current-1',
    });
    expect(unknown.json).toEqual(wrong.json);
    const ok = await post(userSetPasswordCall.path, {
      email: user.email,
      password: 'Next-Pass-2026',
      currentPassword: 'Current-Pass-2026',
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ success: true, message: PASSWORD_CHANGED });
    expect((await srpSignIn(server, user.email, 'Next-Pass-2026')).finish.json.result).toBe('SIGNED_IN');
  });

  it('create-user-password with the temporary password clears NEW_PASSWORD_REQUIRED', async () => {
    const user = await createUserWithPassword(server.db, {
      password: 'Temp-From-Admin-1',
      state: 'new_password_required',
    });
    const ok = await post(createUserPasswordCall.path, {
      userName: user.email,
      password: 'Chosen-By-Me-2026',
      currentPassword: 'Temp-From-Admin-1',
    });
    expect(ok.json).toEqual({ success: true, message: NEW_PASSWORD_CHANGED });
    expect((await srpSignIn(server, user.email, 'Chosen-By-Me-2026')).finish.json.result).toBe('SIGNED_IN');
  });
});

describe('password rules (checked on the server)', () => {
  it('refuses short, long and common passwords, and keeps the link usable', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Rules-Old-Pass-1' });
    await forgot(user.email);
    const token = linkIn(await inbox.next(user.email), '/auth/create-password').searchParams.get('token');
    const cases = [
      ['Short1!', PASSWORD_TOO_SHORT, 'password-too-short'],
      ['x'.repeat(257), undefined, undefined], // refused by the request schema
      ['password123', PASSWORD_TOO_COMMON, 'password-too-common'],
      ['qwerty123', PASSWORD_TOO_COMMON, 'password-too-common'],
      ['Iloveyou', PASSWORD_TOO_COMMON, 'password-too-common'],
    ] as const;
    for (const [password, message, code] of cases) {
      const res = await post(createUserPasswordCall.path, { userName: user.email, password, token });
      expect(res.status, password).toBe(400);
      if (message) expect(res.json).toMatchObject({ error: message, code });
    }
    expect(PASSWORD_TOO_LONG).toMatch(/256/);
    const ok = await post(createUserPasswordCall.path, {
      userName: user.email,
      password: 'Northwind-Demo-2026',
      token,
    });
    expect(ok.status).toBe(200);
  });
});

describe("an administrator's reset (reset-password)", () => {
  it('old password -> Password Reset Required; e-mailed set-password link -> user-set-password -> signed in', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Before-Reset-2026' });
    const { idToken } = (await srpSignIn(server, user.email, 'Before-Reset-2026')).finish.json as {
      idToken: string;
    };
    const flows = createPasswordFlows({ ...server, log: { error: () => undefined } });
    expect(await flows.requirePasswordReset(user.email, 'test')).toBe('sent');
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: idToken } })).status).toBe(
      401,
    );

    const refused = await srpSignIn(server, user.email, 'Before-Reset-2026');
    expect(refused.finish.status).toBe(403);
    expect(refused.finish.json).toMatchObject({
      error: PASSWORD_RESET_REQUIRED_MESSAGE,
      code: 'password-reset-required',
    });
    // the old password no longer sets a new one
    const viaOld = await post(userSetPasswordCall.path, {
      email: user.email,
      password: 'After-Reset-2026',
      currentPassword: 'Before-Reset-2026',
    });
    expect(viaOld.status).toBe(400);

    const link = linkIn(await inbox.next(user.email), '/auth/set-password');
    expect(link.searchParams.get('email')).toBe(user.email);
    const set = await post(userSetPasswordCall.path, {
      email: link.searchParams.get('email'),
      password: 'After-Reset-2026',
      token: link.searchParams.get('token'),
    });
    expect(set.json).toEqual({ success: true, message: PASSWORD_CHANGED });
    const signIn = await srpSignIn(server, user.email, 'After-Reset-2026');
    expect(signIn.finish.json.result).toBe('SIGNED_IN');
    expect(await flows.requirePasswordReset('nobody@vendor.test', 'test')).toBe('no_user');
  });
});
