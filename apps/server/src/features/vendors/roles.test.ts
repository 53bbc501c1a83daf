import { beforeAll, describe, expect, it } from 'vitest';
import {
  createRoleCall,
  getRoleByRoleNameCall,
  getRoleByRoleNameResponse,
  getRolesCall,
  getRolesResponse,
  knownPermissions,
  type Role,
  ROLE_NAME_REQUIRED,
  ROLE_NAME_TOO_LONG,
  ROLE_NOT_FOUND,
  roleNameTaken,
  roleSavedResponse,
  unknownPermissions,
  updateRoleCall,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { signInAsUserAdmin, type SignedIn } from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';

const server = testServerForFile();
let admin: SignedIn;
beforeAll(async () => {
  admin = await signInAsUserAdmin(server);
});

async function createRole(token: string, body: Record<string, unknown>): Promise<Role> {
  const res = await server.send(createRoleCall, { body }, { as: { token } });
  expect(res.status, res.text).toBe(200);
  return roleSavedResponse.parse(res.json).role;
}

const rolesOf = async (token: string) =>
  getRolesResponse.parse((await server.call(getRolesCall, {}, { as: { token } })).json).roles;

describe('roles (user groups)', () => {
  it('creates a role with the spec text', async () => {
    const res = await server.call(
      createRoleCall,
      {
        body: {
          roleName: '  Dispatchers ',
          description: ' Assign work ',
          permissions: ['user-admin', 'user-admin'],
        },
      },
      { as: admin },
    );
    expect(res.status).toBe(200);
    expect(roleSavedResponse.parse(res.json)).toEqual({
      success: true,
      message: 'User Group Added!',
      role: {
        roleId: expect.any(Number),
        roleName: 'Dispatchers',
        description: 'Assign work',
        permissions: ['user-admin'],
        version: 1,
      },
    });
  });

  it('lists the vendor roles sorted by name, and only those', async () => {
    const own = await signInAsUserAdmin(server);
    await createRole(own.token, { roleName: 'zeta crew' });
    await createRole(own.token, { roleName: 'Alpha crew', permissions: [] });
    const other = await signInAsUserAdmin(server);
    await createRole(other.token, { roleName: 'Theirs' });
    const roles = await rolesOf(own.token);
    // the four every vendor starts with, and its own
    expect(roles.map((r) => r.roleName)).toEqual([
      'Administrator',
      'Alpha crew',
      'Finance',
      'Office',
      'Technician',
      'zeta crew',
    ]);
    expect(roles[0]!.permissions).toEqual([...knownPermissions]);
    expect(roles[1]).toMatchObject({ description: '', permissions: [] });
  });

  it('reads a role by name without regard to case, names with spaces and slashes included', async () => {
    const created = await createRole(admin.token, {
      roleName: 'Night / Weekend Crew',
      description: 'After hours',
    });
    for (const name of ['Night / Weekend Crew', 'night / weekend crew']) {
      const res = await server.call(getRoleByRoleNameCall, { params: { name } }, { as: admin });
      expect(res.status, name).toBe(200);
      expect(getRoleByRoleNameResponse.parse(res.json)).toEqual({ role: created });
    }
    const missing = await server.call(getRoleByRoleNameCall, { params: { name: 'Nobody' } }, { as: admin });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe(ROLE_NOT_FOUND);
  });

  it('refuses duplicate names, bad names and unknown permissions, changing nothing', async () => {
    await createRole(admin.token, { roleName: 'Supervisors' });
    const before = await rolesOf(admin.token);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ roleName: 'supervisors ' }, 409, roleNameTaken('supervisors')],
      [{ roleName: '   ' }, 400, ROLE_NAME_REQUIRED],
      [{ roleName: 'x'.repeat(101) }, 400, `Invalid request: roleName: ${ROLE_NAME_TOO_LONG}`],
      [{ roleName: 'Owners', permissions: ['everything'] }, 400, unknownPermissions(['everything'])],
      [{}, 400, `Invalid request: roleName: ${ROLE_NAME_REQUIRED}`],
    ];
    for (const [body, status, message] of cases) {
      const res = await server.send(createRoleCall, { body }, { as: admin });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.error).toBe(message);
    }
    expect(await rolesOf(admin.token)).toEqual(before);
  });

  it('updates a role with the spec text: rename, description, permissions', async () => {
    const created = await createRole(admin.token, { roleName: 'Front Office', description: 'Front office' });
    const res = await server.call(
      updateRoleCall,
      { body: { roleId: created.roleId, roleName: 'Back Office', permissions: ['user-admin'] } },
      { as: admin },
    );
    expect(res.status).toBe(200);
    expect(roleSavedResponse.parse(res.json)).toEqual({
      success: true,
      message: 'User Group Updated!',
      role: {
        roleId: created.roleId,
        roleName: 'Back Office',
        description: 'Front office',
        permissions: ['user-admin'],
        version: created.version + 1,
      },
    });
    // a change of case only is a rename of the same role, not a clash
    const recase = await server.call(
      updateRoleCall,
      { body: { roleId: created.roleId, roleName: 'BACK OFFICE' } },
      { as: admin },
    );
    expect(recase.status).toBe(200);
    expect(
      (await server.call(getRoleByRoleNameCall, { params: { name: 'Front Office' } }, { as: admin })).status,
    ).toBe(404);
  });

  it('refuses to rename a role to the name of another, or to give it unknown permissions', async () => {
    await createRole(admin.token, { roleName: 'Estimators' });
    const other = await createRole(admin.token, { roleName: 'Planners' });
    const clash = await server.call(
      updateRoleCall,
      { body: { roleId: other.roleId, roleName: 'ESTIMATORS' } },
      { as: admin },
    );
    expect(clash.status).toBe(409);
    expect(clash.json.error).toBe(roleNameTaken('ESTIMATORS'));
    const bad = await server.call(
      updateRoleCall,
      { body: { roleId: other.roleId, permissions: ['root'] } },
      { as: admin },
    );
    expect(bad.status).toBe(400);
    const unknown = await server.call(
      updateRoleCall,
      { body: { roleId: 2147483000, roleName: 'Ghosts' } },
      { as: admin },
    );
    expect(unknown.status).toBe(404);
    const after = await server.call(getRoleByRoleNameCall, { params: { name: 'Planners' } }, { as: admin });
    expect(after.json.role).toEqual(other);
  });

  it("answers 404 to another vendor for the first vendor's roles and changes nothing", async () => {
    const role = await createRole(admin.token, { roleName: 'Private Group', description: 'ours' });
    const other = await signInAsUserAdmin(server);
    const read = await server.call(
      getRoleByRoleNameCall,
      { params: { name: 'Private Group' } },
      { as: other },
    );
    expect(read.status).toBe(404);
    expect(read.json.error).toBe(ROLE_NOT_FOUND);
    const update = await server.call(
      updateRoleCall,
      { body: { roleId: role.roleId, roleName: 'Taken Over', permissions: [] } },
      { as: other },
    );
    expect(update.status).toBe(404);
    expect(update.json.error).toBe(ROLE_NOT_FOUND);
    expect((await rolesOf(other.token)).map((r) => r.roleName)).toEqual([
      'Administrator',
      'Finance',
      'Office',
      'Technician',
    ]);
    // the same name is free in another vendor
    await createRole(other.token, { roleName: 'Private Group' });
    const mine = await server.call(
      getRoleByRoleNameCall,
      { params: { name: 'Private Group' } },
      { as: admin },
    );
    expect(mine.json.role).toEqual(role);
  });

  it('records each change of a user group as an event, and none for a save that changes nothing', async () => {
    const own = await signInAsUserAdmin(server);
    const created = await createRole(own.token, { roleName: 'Estimating', permissions: ['work-orders'] });
    const save = (body: Record<string, unknown>) =>
      server.call(updateRoleCall, { body: { roleId: created.roleId, ...body } }, { as: own });
    expect((await save({ permissions: ['work-orders', 'work-orders:all'] })).status).toBe(200);
    expect((await save({ roleName: 'Estimating' })).status).toBe(200);
    expect((await save({ roleName: 'Estimators', description: 'Quotes' })).status).toBe(200);
    const events = (await eventsOf(server.db, own.vendorId)).filter((e) => e.type.startsWith('role.'));
    expect(events.map((e) => [e.type, e.subject, e.data, e.actorKind, e.actorId])).toEqual([
      [
        'role.created',
        { roleId: created.roleId },
        { name: 'Estimating', permissions: ['work-orders'] },
        'vendor-user',
        own.userId,
      ],
      [
        'role.updated',
        { roleId: created.roleId },
        { fields: ['permissions'], name: 'Estimating', permissions: ['work-orders', 'work-orders:all'] },
        'vendor-user',
        own.userId,
      ],
      [
        'role.updated',
        { roleId: created.roleId },
        {
          fields: ['name', 'description'],
          name: 'Estimators',
          permissions: ['work-orders', 'work-orders:all'],
        },
        'vendor-user',
        own.userId,
      ],
    ]);
  });
});
