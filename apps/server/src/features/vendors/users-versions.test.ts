// update-user and update-role name the version they were read at (issue 38 point 1, decision 100), over
// real HTTP and PostgreSQL: the second of two saves from one read is 409 with the newer record and
// changes nothing; a save without a version is taken as before; another vendor's record is 404 and a
// signed-out call 401, with nothing changed.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createRoleCall,
  createUserCall,
  createUserResponse,
  getRoleByRoleNameCall,
  getUserByUserIdCall,
  getUserByUserIdResponse,
  role as roleSchema,
  ROLE_NOT_FOUND,
  ROLE_STALE,
  roleSavedResponse,
  updateRoleCall,
  updateUserCall,
  user as userSchema,
  USER_NOT_FOUND,
  USER_STALE,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { signInAsUserAdmin, type SignedIn } from '../../../test/fixtures/index.ts';

const server = testServerForFile();
let admin: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  admin = await signInAsUserAdmin(server);
  other = await signInAsUserAdmin(server);
});

/** `token` null: signed out */
const post = (path: string, body: unknown, token: string | null = admin.token) =>
  api(server, path, { method: 'POST', token: token ?? undefined, body });

async function newUser() {
  const res = await post(createUserCall.path, {
    email: `versions-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`,
    firstName: 'Vera',
    lastName: 'Sion',
    phoneNumber: '5185550100',
    roles: [],
  });
  expect(res.status, res.text).toBe(200);
  return createUserResponse.parse(res.json).user;
}

const readUser = async (userId: number) =>
  getUserByUserIdResponse.parse(
    (await server.call(getUserByUserIdCall, { params: { userId } }, { as: admin })).json,
  ).user;

async function newRole() {
  const res = await post(createRoleCall.path, { roleName: `Crew ${Date.now()} ${Math.random()}` });
  expect(res.status, res.text).toBe(200);
  return roleSavedResponse.parse(res.json).role;
}

const readRole = async (name: string) =>
  roleSchema.parse((await server.call(getRoleByRoleNameCall, { params: { name } }, { as: admin })).json.role);

describe('update-user with a version', () => {
  it('refuses the second of two saves from one read with the newer user, and overwrites nothing', async () => {
    const read = await newUser();
    const first = await post(updateUserCall.path, { ...read, firstName: 'Changed in tab B' });
    expect(first.status, first.text).toBe(200);
    const afterFirst = await readUser(read.userId);
    expect(afterFirst.version).toBeGreaterThan(read.version);
    const second = await post(updateUserCall.path, { ...read, phoneNumber: '5185550199' });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'stale-version', error: USER_STALE });
    expect(userSchema.parse(second.json.current)).toEqual(afterFirst);
    expect(await readUser(read.userId)).toEqual(afterFirst);
    // saved again on the newer version: both changes stand
    const again = await post(updateUserCall.path, { ...afterFirst, phoneNumber: '5185550199' });
    expect(again.status, again.text).toBe(200);
    expect(await readUser(read.userId)).toMatchObject({
      firstName: 'Changed in tab B',
      phoneNumber: '5185550199',
    });
  });

  it('counts a change of roles as a newer version', async () => {
    const read = await newUser();
    const crew = await newRole();
    expect(
      (
        await post(updateUserCall.path, {
          userId: read.userId,
          roles: [crew.roleName],
          version: read.version,
        })
      ).status,
    ).toBe(200);
    const stale = await post(updateUserCall.path, { ...read, firstName: 'Late' });
    expect(stale.status).toBe(409);
    expect(userSchema.parse(stale.json.current).roles).toEqual([crew.roleName]);
    expect((await readUser(read.userId)).roles).toEqual([crew.roleName]);
  });

  it('takes a save without a version as before', async () => {
    const read = await newUser();
    await post(updateUserCall.path, { userId: read.userId, firstName: 'Newer', version: read.version });
    const { version: _, ...spec } = read;
    const res = await post(updateUserCall.path, { ...spec, lastName: 'Spec client' });
    expect(res.status, res.text).toBe(200);
    expect(await readUser(read.userId)).toMatchObject({ firstName: 'Vera', lastName: 'Spec client' });
  });

  it("answers 404 for another vendor's user and 401 signed out, changing nothing", async () => {
    const read = await newUser();
    const theirs = await post(updateUserCall.path, { ...read, firstName: 'Hijacked' }, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json.error).toBe(USER_NOT_FOUND);
    expect(theirs.json.current).toBeUndefined();
    expect((await post(updateUserCall.path, { ...read, firstName: 'Anonymous' }, null)).status).toBe(401);
    expect(await readUser(read.userId)).toEqual(read);
  });
});

describe('update-role with a version', () => {
  it('refuses the second of two saves from one read with the newer role, and overwrites nothing', async () => {
    const read = await newRole();
    const first = await post(updateRoleCall.path, { ...read, description: 'Set in tab B' });
    expect(first.status, first.text).toBe(200);
    const afterFirst = roleSavedResponse.parse(first.json).role;
    expect(afterFirst.version).toBe(read.version + 1);
    const second = await post(updateRoleCall.path, { ...read, roleName: `${read.roleName} renamed` });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 'stale-version', error: ROLE_STALE });
    expect(roleSchema.parse(second.json.current)).toEqual(afterFirst);
    expect(await readRole(read.roleName)).toEqual(afterFirst);
    // a save that changes nothing leaves the version as it is
    const same = await post(updateRoleCall.path, afterFirst);
    expect(roleSavedResponse.parse(same.json).role.version).toBe(afterFirst.version);
  });

  it('takes a save without a version as before', async () => {
    const read = await newRole();
    await post(updateRoleCall.path, { roleId: read.roleId, description: 'Newer', version: read.version });
    const res = await post(updateRoleCall.path, { roleId: read.roleId, description: 'Spec client' });
    expect(res.status, res.text).toBe(200);
    expect((await readRole(read.roleName)).description).toBe('Spec client');
  });

  it("answers 404 for another vendor's role and 401 signed out, changing nothing", async () => {
    const read = await newRole();
    const theirs = await post(updateRoleCall.path, { ...read, description: 'Hijacked' }, other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.json.error).toBe(ROLE_NOT_FOUND);
    expect(theirs.json.current).toBeUndefined();
    expect((await post(updateRoleCall.path, { ...read, description: 'Anonymous' }, null)).status).toBe(401);
    expect(await readRole(read.roleName)).toEqual(read);
  });
});
