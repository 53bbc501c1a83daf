// The demo data gives the demo vendor its user groups, and the demo user user administration.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getRolesCall, getRolesResponse } from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { tokenFor } from '../../../test/fixtures/index.ts';
import { DEMO_EMAIL, seedDemoIfEmpty } from '../../demo/seed-demo.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoIfEmpty(server.db);
});
afterAll(() => server.close());

async function signInAs(email: string) {
  const user = await server.db
    .selectFrom('users')
    .innerJoin('vendors', 'vendors.id', 'users.vendor_id')
    .select([
      'users.id as userId',
      'users.vendor_id as vendorId',
      'vendors.vendor_num as vendorNum',
      'users.email',
    ])
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  return tokenFor(server, user);
}

it('makes the demo user an Administrator next to a Technician group', async () => {
  const res = await server.call(getRolesCall, {}, { as: { token: await signInAs(DEMO_EMAIL) } });
  expect(res.status).toBe(200);
  const { roles } = getRolesResponse.parse(res.json);
  expect(roles.map((r) => [r.roleName, r.permissions])).toEqual([
    ['Administrator', ['user-admin']],
    ['Technician', []],
  ]);
});

it("leaves the second demo vendor's user without user administration", async () => {
  const res = await server.call(
    getRolesCall,
    {},
    { as: { token: await signInAs('office@bluebird-hvac.example') } },
  );
  expect(res.status).toBe(403);
});
