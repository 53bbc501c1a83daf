import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callUrl,
  CANNOT_DELETE_YOURSELF,
  createRoleCall,
  createUserCall,
  createUserResponse,
  deleteUserByUserIdCall,
  EMAIL_CANNOT_CHANGE,
  EMAIL_INVALID,
  EMAIL_TAKEN,
  FIRST_NAME_REQUIRED,
  getRolesCall,
  getUserByUserIdCall,
  getUserByUserIdResponse,
  LAST_USER_ADMIN,
  MOBILE_NUMBER_INVALID,
  NOT_ALLOWED_TO_MANAGE_USERS,
  PHONE_NUMBER_INVALID,
  PHONE_NUMBER_REQUIRED,
  resetUserPasswordByUserIdCall,
  unknownRoles,
  updateRoleCall,
  updateUserCall,
  updateUserResponse,
  USER_NOT_FOUND,
  validateVendorPortalUserCall,
  getRoleByRoleNameCall,
} from '@vp/contracts';
import { api, openApiPath } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { acceptInvitation, invitationLinkIn, useInvitationLink } from '../../../test/invitations.ts';
import {
  readOutbox,
  signInAsUserAdmin,
  signInUser,
  tokenFor,
  type SignedIn,
  userRow,
} from '../../../test/fixtures/index.ts';

const server = testServerForFile();
let admin: SignedIn;
let counter = 0;
const uniqueEmail = () => `new.user.${Date.now()}.${++counter}@vendor.test`;

beforeAll(async () => {
  // the vendor has its four default roles, Technician among them (migration 0044)
  admin = await signInAsUserAdmin(server);
});

const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  firstName: 'Dana',
  lastName: 'Reyes',
  phoneNumber: '(518) 555-0142',
  mobileNumber: '+1 518.555.0199',
  roles: ['Technician'],
  ...overrides,
});

async function createUser(token: string, body: Record<string, unknown> = newUser()) {
  const res = await server.send(createUserCall, { body }, { as: { token } });
  expect(res.status, res.text).toBe(200);
  return createUserResponse.parse(res.json).user;
}

const countUsers = async () =>
  Number(
    (
      await server.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// One valid request per call, so that a refusal can only come from the session or the permission.
const calls = [
  { call: createUserCall, input: { body: newUser() } },
  { call: updateUserCall, input: { body: { userId: 1, firstName: 'X' } } },
  { call: getUserByUserIdCall, input: { params: { userId: 1 } } },
  { call: deleteUserByUserIdCall, input: { params: { userId: 1 } } },
  { call: resetUserPasswordByUserIdCall, input: { params: { userId: 1 } } },
  { call: getRolesCall, input: {} },
  { call: createRoleCall, input: { body: { roleName: 'Dispatch' } } },
  { call: updateRoleCall, input: { body: { roleId: 1, roleName: 'Dispatch' } } },
  { call: getRoleByRoleNameCall, input: { params: { name: 'Technician' } } },
];

describe('access to user administration', () => {
  it('describes every call in the OpenAPI document', async () => {
    // the document itself has no contract
    const res = await api(server, '/api/openapi.json');
    const paths = Object.keys(res.json.paths as Record<string, unknown>);
    expect(paths).toEqual(expect.arrayContaining(calls.map(({ call }) => openApiPath(call))));
  });

  it.each(calls)('$call.method $call.path needs a session', async ({ call, input }) => {
    const res = await server.send(call, input);
    expect(res.status).toBe(401);
    expect(res.json.error).toBe('Sign in to continue.');
  });

  it.each(calls)(
    '$call.method $call.path is refused without user administration',
    async ({ call, input }) => {
      const plain = await signInUser(server, { vendorId: admin.vendorId });
      const res = await server.send(call, input, { as: plain });
      expect(res.status).toBe(403);
      expect(res.json.error).toBe(NOT_ALLOWED_TO_MANAGE_USERS);
    },
  );

  it('refuses a user without the permission before reading the request', async () => {
    const plain = await signInUser(server, { vendorId: admin.vendorId });
    const res = await server.send(createUserCall, { body: { bad: 1 } }, { as: plain });
    expect(res.status).toBe(403);
  });

  it('refuses a user whose roles grant no user administration', async () => {
    const technician = await signInUser(server, { vendorId: admin.vendorId });
    const given = await server.call(
      updateUserCall,
      { body: { userId: technician.userId, roles: ['Technician'] } },
      { as: admin },
    );
    expect(given.status).toBe(200);
    const res = await server.call(getRolesCall, {}, { as: technician });
    expect(res.status).toBe(403);
  });
});

describe('create-user', () => {
  it('adds the user with phone numbers stripped to digits and answers the spec text', async () => {
    const email = uniqueEmail();
    const res = await server.call(
      createUserCall,
      { body: newUser({ email: `  ${email.toUpperCase()} `, roles: ['technician', 'Technician'] }) },
      { as: admin },
    );
    expect(res.status).toBe(200);
    const body = createUserResponse.parse(res.json);
    expect(body.success).toBe(true);
    expect(body.message).toBe('User added Successfully!');
    expect(body.user).toEqual({
      userId: expect.any(Number),
      email,
      firstName: 'Dana',
      lastName: 'Reyes',
      phoneNumber: '5185550142',
      mobileNumber: '15185550199',
      status: 'active',
      // not yet signed in: the invitation can be sent again (issue 40)
      passwordState: 'new_password_required',
      roles: ['Technician'],
      version: expect.any(Number),
    });
    const row = await userRow(server.db, body.user.userId);
    expect(row).toMatchObject({
      vendor_id: admin.vendorId,
      phone_number: '5185550142',
      mobile_number: '15185550199',
      password_state: 'new_password_required',
      status: 'active',
    });
  });

  it('e-mails a first-sign-in link, never a password, that sets the password once (issue 40)', async () => {
    const email = uniqueEmail();
    const res = await server.call(
      createUserCall,
      { body: newUser({ email, firstName: 'Robin' }) },
      { as: admin },
    );
    expect(res.status).toBe(200);
    const mail = (await readOutbox(server)).filter((m) => m.to.includes(email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your vendor portal account');
    expect(mail[0]!.text).toContain('Hello Robin,');
    expect(mail[0]!.text).not.toMatch(/temporary password/i);
    const link = invitationLinkIn(mail[0]!.text);
    expect(link.origin + link.pathname).toBe(`${server.url}/auth/create-password`);
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail[0]!.html).toContain(token);
    expect(res.text).not.toContain(token);
    // it works for a week (INVITATION_LINK_DAYS), and is stored only as its hash
    const stored = await server.db
      .selectFrom('password_tokens')
      .select([
        'purpose',
        'token_hash',
        sql<number>`round(extract(epoch from expires_at - now()) / 86400)`.as('days'),
      ])
      .where('user_id', '=', createUserResponse.parse(res.json).user.userId)
      .executeTakeFirstOrThrow();
    expect({ ...stored, days: Number(stored.days) }).toMatchObject({ purpose: 'invite', days: 7 });
    expect(stored.token_hash).not.toContain(token);

    // the user chooses a password through it and signs in; the link then works no more
    await acceptInvitation(server, mail[0]!.text, 'Robins-Own-2026');
    const again = await useInvitationLink(server, link, 'Another-Pass-2026');
    expect(again.status).toBe(400);
    expect((await userRow(server.db, createUserResponse.parse(res.json).user.userId)).password_state).toBe(
      'ok',
    );
  });

  it('allows a user without a mobile number or roles', async () => {
    const user = await createUser(admin.token, newUser({ mobileNumber: undefined, roles: undefined }));
    expect(user.mobileNumber).toBeNull();
    expect(user.roles).toEqual([]);
    const blank = await createUser(admin.token, newUser({ mobileNumber: '  ' }));
    expect(blank.mobileNumber).toBeNull();
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const taken = await createUser(admin.token);
    // (an address of another vendor's user is not refused: users-privacy.test.ts)
    const cases: [Record<string, unknown>, number, string][] = [
      [newUser({ email: taken.email.toUpperCase() }), 409, EMAIL_TAKEN],
      [newUser({ email: 'not-an-address' }), 400, EMAIL_INVALID],
      [newUser({ email: 'a@b.c;d@e.f' }), 400, EMAIL_INVALID],
      [newUser({ roles: ['Technician', 'Nope'] }), 400, unknownRoles(['Nope'])],
      [newUser({ phoneNumber: '555-CALL-NOW' }), 400, PHONE_NUMBER_INVALID],
      [newUser({ phoneNumber: '555-0142' }), 400, PHONE_NUMBER_INVALID],
      [newUser({ phoneNumber: '   ' }), 400, PHONE_NUMBER_REQUIRED],
      [newUser({ mobileNumber: '12' }), 400, MOBILE_NUMBER_INVALID],
      [newUser({ firstName: ' ' }), 400, FIRST_NAME_REQUIRED],
    ];
    const before = await countUsers();
    const mailBefore = (await readOutbox(server)).length;
    for (const [body, status, message] of cases) {
      const res = await server.send(createUserCall, { body }, { as: admin });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.error).toBe(message);
    }
    for (const body of [{}, newUser({ firstName: 7 }), newUser({ lastName: 'x'.repeat(101) }), 'text']) {
      const res = await server.send(createUserCall, { body }, { as: admin });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.json.error)).toMatch(/^Invalid request/);
    }
    const missing = await server.call(
      createUserCall,
      { body: newUser({ firstName: undefined }) },
      { as: admin },
    );
    expect(missing.json.error).toBe(`Invalid request: firstName: ${FIRST_NAME_REQUIRED}`);
    expect(await countUsers()).toBe(before);
    expect((await readOutbox(server)).length).toBe(mailBefore);
  });

  it("does not give a role of another vendor's", async () => {
    const other = await signInAsUserAdmin(server);
    await server.call(createRoleCall, { body: { roleName: 'Only Theirs' } }, { as: other });
    const res = await server.call(
      createUserCall,
      { body: newUser({ roles: ['Only Theirs'] }) },
      { as: admin },
    );
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(unknownRoles(['Only Theirs']));
  });
});

describe('get-user-by-user-id', () => {
  it('reads a user of the vendor', async () => {
    const created = await createUser(admin.token);
    const res = await server.call(getUserByUserIdCall, { params: { userId: created.userId } }, { as: admin });
    expect(res.status).toBe(200);
    expect(getUserByUserIdResponse.parse(res.json)).toEqual({ user: created });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await server.call(getUserByUserIdCall, { params: { userId: 2147483000 } }, { as: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(USER_NOT_FOUND);
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      const res = await server.send(getUserByUserIdCall, { params: { userId: bad } }, { as: admin });
      expect(res.status, bad).toBe(400);
    }
  });
});

describe('update-user', () => {
  it('changes the given fields, strips phone numbers and replaces the roles', async () => {
    const created = await createUser(admin.token, newUser({ roles: [] }));
    const res = await server.call(
      updateUserCall,
      {
        body: {
          userId: created.userId,
          email: created.email.toUpperCase(),
          lastName: ' Reyes-Park ',
          phoneNumber: '518 555 0100',
          roles: ['technician', 'administrator'],
        },
      },
      { as: admin },
    );
    expect(res.status).toBe(200);
    const body = updateUserResponse.parse(res.json);
    expect(body.message).toBe('User updated successfully!');
    expect(body.user).toEqual({
      ...created,
      lastName: 'Reyes-Park',
      phoneNumber: '5185550100',
      roles: ['Administrator', 'Technician'],
      // the names and the roles changed (decision 100)
      version: expect.any(Number),
    });
    expect(body.user.version).toBeGreaterThan(created.version);

    const cleared = await server.call(
      updateUserCall,
      { body: { userId: created.userId, mobileNumber: null, roles: [] } },
      { as: admin },
    );
    expect(updateUserResponse.parse(cleared.json).user).toMatchObject({
      firstName: 'Dana',
      mobileNumber: null,
      roles: [],
    });
  });

  it('refuses to change the e-mail, unknown roles and bad fields, changing nothing', async () => {
    const created = await createUser(admin.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: uniqueEmail(), firstName: 'Changed' }, EMAIL_CANNOT_CHANGE],
      [{ roles: ['Missing'], firstName: 'Changed' }, unknownRoles(['Missing'])],
      [{ phoneNumber: '12345', firstName: 'Changed' }, PHONE_NUMBER_INVALID],
      [{ firstName: '' }, FIRST_NAME_REQUIRED],
    ];
    for (const [body, message] of cases) {
      const res = await server.call(
        updateUserCall,
        { body: { userId: created.userId, ...body } },
        { as: admin },
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    const after = await server.call(
      getUserByUserIdCall,
      { params: { userId: created.userId } },
      { as: admin },
    );
    expect(after.json.user).toEqual(created);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await server.call(
      updateUserCall,
      { body: { userId: 2147483000, firstName: 'X' } },
      { as: admin },
    );
    expect(res.status).toBe(404);
  });
});

describe('delete-user-by-user-id', () => {
  it('disables the user: gone from the calls, signed out, and the spec text', async () => {
    const created = await createUser(admin.token);
    const theirToken = await tokenFor(server, {
      ...created,
      vendorId: admin.vendorId,
      vendorNum: admin.vendorNum,
    });
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: theirToken } })).status).toBe(
      200,
    );

    const res = await server.call(
      deleteUserByUserIdCall,
      { params: { userId: created.userId } },
      { as: admin },
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'User deleted successfully!' });

    expect((await userRow(server.db, created.userId)).status).toBe('disabled');
    expect((await server.call(validateVendorPortalUserCall, {}, { as: { token: theirToken } })).status).toBe(
      401,
    );
    for (const path of [
      callUrl(getUserByUserIdCall, { params: { userId: created.userId } }),
      callUrl(deleteUserByUserIdCall, { params: { userId: created.userId } }),
      callUrl(resetUserPasswordByUserIdCall, { params: { userId: created.userId } }),
    ]) {
      expect((await api(server, path, { token: admin.token })).status, path).toBe(404);
    }
    const update = await server.call(
      updateUserCall,
      { body: { userId: created.userId, firstName: 'Back' } },
      { as: admin },
    );
    expect(update.status).toBe(404);
  });

  it('brings a deleted user back when they are added again, with a new invitation', async () => {
    const created = await createUser(admin.token);
    await server.call(deleteUserByUserIdCall, { params: { userId: created.userId } }, { as: admin });
    const before = await userRow(server.db, created.userId);
    const again = await createUser(
      admin.token,
      newUser({ email: created.email, firstName: 'Again', roles: [] }),
    );
    expect(again).toMatchObject({ userId: created.userId, firstName: 'Again', status: 'active', roles: [] });
    const after = await userRow(server.db, created.userId);
    expect(after.srp_verifier).not.toBe(before.srp_verifier);
    expect(after.password_state).toBe('new_password_required');
    expect((await readOutbox(server)).filter((m) => m.to.includes(created.email))).toHaveLength(2);
  });

  it('refuses to delete yourself', async () => {
    const res = await server.call(
      deleteUserByUserIdCall,
      { params: { userId: admin.userId } },
      { as: admin },
    );
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(CANNOT_DELETE_YOURSELF);
    expect((await userRow(server.db, admin.userId)).status).toBe('active');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await server.call(deleteUserByUserIdCall, { params: { userId: 2147483000 } }, { as: admin });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe(USER_NOT_FOUND);
  });
});

describe('reset-user-password-by-user-id', () => {
  it('requires the user to set a new password and answers the spec text', async () => {
    const created = await createUser(admin.token);
    const res = await server.call(
      resetUserPasswordByUserIdCall,
      { params: { userId: created.userId } },
      { as: admin },
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: 'Password reset request has been processed!' });
    expect((await userRow(server.db, created.userId)).password_state).toBe('password_reset_required');
    // the user is e-mailed a set-password link
    const mail = (await readOutbox(server)).filter(
      (m) => m.to.includes(created.email) && m.text.includes('/auth/set-password?'),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toMatch(/\/auth\/set-password\?email=[^&\s]+&token=[A-Za-z0-9_-]{43}/);
  });

  it('ends the sessions of the user whose password was reset', async () => {
    const target = await signInAsUserAdmin(server);
    expect((await server.call(validateVendorPortalUserCall, {}, { as: target })).status).toBe(200);
    const other = await signInUser(server, { vendorId: target.vendorId, admin: true });
    const res = await server.call(
      resetUserPasswordByUserIdCall,
      { params: { userId: target.userId } },
      { as: other },
    );
    expect(res.status).toBe(200);
    expect((await server.call(validateVendorPortalUserCall, {}, { as: target })).status).toBe(401);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await server.call(
      resetUserPasswordByUserIdCall,
      { params: { userId: 2147483000 } },
      { as: admin },
    );
    expect(res.status).toBe(404);
  });
});

describe('the last user administrator', () => {
  it('cannot be taken away by update-user, delete-user or update-role', async () => {
    const solo = await signInAsUserAdmin(server);
    const adminRole = await server.call(
      getRoleByRoleNameCall,
      { params: { name: 'Administrator' } },
      { as: solo },
    );
    const roleId = (adminRole.json.role as { roleId: number }).roleId;

    const demote = await server.call(
      updateUserCall,
      { body: { userId: solo.userId, roles: [] } },
      { as: solo },
    );
    expect(demote.status).toBe(409);
    expect(demote.json.error).toBe(LAST_USER_ADMIN);
    const strip = await server.call(updateRoleCall, { body: { roleId, permissions: [] } }, { as: solo });
    expect(strip.status).toBe(409);
    expect(strip.json.error).toBe(LAST_USER_ADMIN);
    expect((await server.call(getRolesCall, {}, { as: solo })).status).toBe(200);

    // with a second administrator, either may step down
    const second = await signInUser(server, { vendorId: solo.vendorId, admin: true });
    const stepDown = await server.call(
      updateUserCall,
      { body: { userId: solo.userId, roles: [] } },
      { as: solo },
    );
    expect(stepDown.status).toBe(200);
    expect((await server.call(getRolesCall, {}, { as: solo })).status).toBe(403);
    // an administrator may delete another while one remains (deleting yourself is refused)
    const promoted = await signInUser(server, { vendorId: solo.vendorId, admin: true });
    const deleteLast = await server.call(
      deleteUserByUserIdCall,
      { params: { userId: second.userId } },
      { as: promoted },
    );
    expect(deleteLast.status).toBe(200);
  });
});

describe('another vendor', () => {
  it("answers 404 for the first vendor's users and changes nothing", async () => {
    const created = await createUser(admin.token);
    const other = await signInAsUserAdmin(server);
    const paths = [
      callUrl(getUserByUserIdCall, { params: { userId: created.userId } }),
      callUrl(deleteUserByUserIdCall, { params: { userId: created.userId } }),
      callUrl(resetUserPasswordByUserIdCall, { params: { userId: created.userId } }),
    ];
    for (const path of paths) {
      const res = await api(server, path, { token: other.token });
      expect(res.status, path).toBe(404);
      expect(res.json.error).toBe(USER_NOT_FOUND);
    }
    const update = await server.call(
      updateUserCall,
      { body: { userId: created.userId, firstName: 'Hijacked', roles: ['Administrator'] } },
      { as: other },
    );
    expect(update.status).toBe(404);
    expect(update.json.error).toBe(USER_NOT_FOUND);
    const ownDelete = await server.call(
      deleteUserByUserIdCall,
      { params: { userId: admin.userId } },
      { as: other },
    );
    expect(ownDelete.status).toBe(404);

    const after = await server.call(
      getUserByUserIdCall,
      { params: { userId: created.userId } },
      { as: admin },
    );
    expect(after.json.user).toEqual(created);
    expect(await userRow(server.db, created.userId)).toMatchObject({
      status: 'active',
      password_state: 'new_password_required',
    });
  });
});
