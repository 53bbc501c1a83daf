// The Users screen's calls (issue 40 point 2): the list of a vendor's users and enabling a disabled one.
// Who may call them (401 without a session, 403 without user administration) is the generated access
// matrix's (platform/http/access-matrix.test.ts); here: what they answer, another vendor's users never
// in it, the pages walked with nextCursor, and refusals that change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALREADY_SIGNED_IN,
  createUserCall,
  knownPermissions,
  createUserResponse,
  INVITATION_RESENT,
  resendInvitationCall,
  deleteUserByUserIdCall,
  enableUserByUserIdCall,
  listUsersCall,
  listUsersResponse,
  USER_ENABLED,
  USER_NOT_FOUND,
  validateVendorPortalUserCall,
  type User,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import {
  createUser,
  readOutbox,
  signInAsUserAdmin,
  signInUser,
  type SignedIn,
  userRow,
} from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';
import { acceptInvitation, invitationLinkIn, useInvitationLink } from '../../../test/invitations.ts';

const server = testServerForFile();
let admin: SignedIn;
let other: SignedIn;
/** The admin's vendor's users besides the admin, by the names given below. */
const ids: Record<string, number> = {};

const NAMES: [first: string, last: string][] = [
  ['Zoe', 'Adams'],
  ['amy', 'baker'],
  ['Carl', 'Baker'],
  ['Dana', 'Reyes'],
  ['Eli', 'Young'],
];

beforeAll(async () => {
  admin = await signInAsUserAdmin(server);
  other = await signInAsUserAdmin(server);
  for (const [first, last] of NAMES) {
    const user = await createUser(server.db, admin.vendorId);
    await server.db
      .updateTable('users')
      .set({ first_name: first, last_name: last })
      .where('id', '=', user.userId)
      .execute();
    ids[first] = user.userId;
  }
  // the admin is "Test User" (fixtures/vendors.ts): between Reyes and Young
  await server.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', ids.Dana!).execute();
  // a user of another vendor, who must never show
  await createUser(server.db, other.vendorId);
});

async function listAs(caller: SignedIn, query: Record<string, unknown> = {}) {
  const res = await server.send(listUsersCall, { query }, { as: { token: caller.token } });
  expect(res.status, res.text).toBe(200);
  return listUsersResponse.parse(res.json);
}

const names = (users: User[]) => users.map((u) => `${u.firstName} ${u.lastName}`);

describe('GET /api/users', () => {
  it("lists the vendor's users, disabled ones too, by last and first name, with status and roles", async () => {
    const page = await listAs(admin);
    expect(names(page.items)).toEqual([
      'Zoe Adams',
      'amy baker',
      'Carl Baker',
      'Dana Reyes',
      'Test User',
      'Eli Young',
    ]);
    expect(page.nextCursor).toBeNull();
    expect(page.items.find((u) => u.firstName === 'Dana')?.status).toBe('disabled');
    expect(page.items.find((u) => u.userId === admin.userId)).toMatchObject({
      status: 'active',
      email: admin.email,
      roles: ['Administrator'],
    });
  });

  it("never shows another vendor's users", async () => {
    const page = await listAs(other);
    const own = await server.db
      .selectFrom('users')
      .select('id')
      .where('vendor_id', '=', other.vendorId)
      .execute();
    const byId = (a: number, b: number) => a - b;
    // exactly the other vendor's own users (its admin and the one made for it), none of the first's
    expect(page.items.map((u) => u.userId).sort(byId)).toEqual(own.map((row) => row.id).sort(byId));
    expect(page.items).toHaveLength(2);
    const firstVendors = [admin.userId, ...Object.values(ids)];
    expect(page.items.filter((u) => firstVendors.includes(u.userId))).toEqual([]);
  });

  it('keeps one status when asked', async () => {
    expect(names((await listAs(admin, { status: 'disabled' })).items)).toEqual(['Dana Reyes']);
    expect((await listAs(admin, { status: 'active' })).items).toHaveLength(5);
  });

  it('walks the pages with nextCursor, each user once', async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await listAs(admin, { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...names(page.items));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(names((await listAs(admin)).items));
  });

  it('refuses a cursor it did not give, a limit out of range and fields of other list shapes', async () => {
    for (const query of [
      { cursor: 'bm90LW91cnM' },
      { limit: 0 },
      { limit: 201 },
      { page: 2 },
      { status: 'deleted' },
    ]) {
      const res = await server.send(listUsersCall, { query }, { as: { token: admin.token } });
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('POST /api/enable-user-by-user-id/:userId', () => {
  it('enables a disabled user again, records user.enabled, and the user is listed active', async () => {
    const user = await signInUser(server, { vendorId: admin.vendorId });
    const before = await server.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('user_id', '=', user.userId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(before).toHaveLength(1);
    const deleted = await server.call(
      deleteUserByUserIdCall,
      { params: { userId: user.userId } },
      { as: { token: admin.token } },
    );
    expect(deleted.status, deleted.text).toBe(200);
    // the disabled user's sessions end at once, not only at their next call
    const open = await server.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('user_id', '=', user.userId)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    const res = await server.call(
      enableUserByUserIdCall,
      { params: { userId: user.userId } },
      { as: { token: admin.token } },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true, message: USER_ENABLED });
    const listed = (await listAs(admin, { limit: 200 })).items.find((u) => u.userId === user.userId);
    expect(listed?.status).toBe('active');
    const events = (await eventsOf(server.db, admin.vendorId)).filter(
      (e) => (e.subject as { userId?: number }).userId === user.userId,
    );
    expect(events.map((e) => [e.type, e.actorKind, e.actorId])).toEqual([
      ['user.disabled', 'vendor-user', admin.userId],
      ['user.enabled', 'vendor-user', admin.userId],
    ]);
  });

  it("answers 404 for an active user, an unknown id and another vendor's disabled user, changing nothing", async () => {
    const stranger = await createUser(server.db, other.vendorId);
    await server.db
      .updateTable('users')
      .set({ status: 'disabled' })
      .where('id', '=', stranger.userId)
      .execute();
    for (const userId of [ids.Zoe!, 2_000_000_000, stranger.userId]) {
      const res = await server.call(
        enableUserByUserIdCall,
        { params: { userId } },
        { as: { token: admin.token } },
      );
      expect(res.status, String(userId)).toBe(404);
      expect((res.json as { message: string }).message).toBe(USER_NOT_FOUND);
    }
    expect((await userRow(server.db, stranger.userId)).status).toBe('disabled');
  });
});

describe('the signed-in user names their permissions (the web app lists Users only with user-admin)', () => {
  it("answers the permissions the roles grant: all for an Administrator, a role's own, none without a role", async () => {
    const permissionsOf = async (token: string) =>
      (
        (await server.call(validateVendorPortalUserCall, {}, { as: { token } })).json as {
          permissions: string[];
        }
      ).permissions;
    const finance = await signInUser(server, { vendorId: admin.vendorId, roles: ['Finance'] });
    const none = await signInUser(server, { vendorId: admin.vendorId, roles: [] });
    expect(await permissionsOf(admin.token)).toEqual([...knownPermissions].sort());
    expect(await permissionsOf(finance.token)).toEqual([
      'company',
      'invoices',
      'quick-pay',
      'work-orders',
      'work-orders:all',
    ]);
    expect(await permissionsOf(none.token)).toEqual([]);
  });
});

describe('POST /api/resend-invitation/:userId', () => {
  const invitationsTo = async (email: string) =>
    (await readOutbox(server)).filter((mail) => mail.to === email).map((mail) => mail.text);

  it('sends the welcome e-mail again with a new link, to a user not yet signed in; the earlier link stops working', async () => {
    const email = `invited.${Date.now()}@vendor.test`;
    const created = await server.call(
      createUserCall,
      { body: { email, firstName: 'Ivy', lastName: 'Invited', phoneNumber: '5185550142', roles: [] } },
      { as: { token: admin.token } },
    );
    expect(created.status, created.text).toBe(200);
    const { user } = createUserResponse.parse(created.json);
    expect(user.passwordState).toBe('new_password_required');
    const verifier = async () => (await userRow(server.db, user.userId)).srp_verifier;
    const before = await verifier();

    const res = await server.call(
      resendInvitationCall,
      { params: { userId: user.userId } },
      { as: { token: admin.token } },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true, message: INVITATION_RESENT });
    const mails = await invitationsTo(email);
    expect(mails).toHaveLength(2);
    const [first, second] = mails.map(invitationLinkIn);
    expect(second!.searchParams.get('token')).not.toBe(first!.searchParams.get('token'));
    // a temporary password of an invitation sent before links would no longer sign in either
    expect(await verifier()).not.toBe(before);
    // the first link no longer sets a password; the second does, and the user signs in
    expect((await useInvitationLink(server, first!, 'Ivys-Own-2026')).status).toBe(400);
    await acceptInvitation(server, mails[1]!, 'Ivys-Own-2026');
    const events = (await eventsOf(server.db, admin.vendorId)).filter(
      (e) => (e.subject as { userId?: number }).userId === user.userId,
    );
    expect(events.map((e) => e.type)).toEqual(['user.created', 'user.invitation-resent']);
  });

  it("refuses a user who has signed in (409) and another vendor's or a disabled user (404), sending nothing", async () => {
    const signedIn = await createUser(server.db, admin.vendorId);
    const stranger = await createUser(server.db, other.vendorId);
    await server.db
      .updateTable('users')
      .set({ password_state: 'new_password_required' })
      .where('id', 'in', [stranger.userId, ids.Dana!])
      .execute();
    const mailsBefore = (await readOutbox(server)).length;
    const refused = await server.call(
      resendInvitationCall,
      { params: { userId: signedIn.userId } },
      { as: { token: admin.token } },
    );
    expect(refused.status).toBe(409);
    expect((refused.json as { message: string }).message).toBe(ALREADY_SIGNED_IN);
    for (const userId of [stranger.userId, ids.Dana!]) {
      const res = await server.call(
        resendInvitationCall,
        { params: { userId } },
        { as: { token: admin.token } },
      );
      expect(res.status, String(userId)).toBe(404);
    }
    expect((await readOutbox(server)).length).toBe(mailsBefore);
  });
});
