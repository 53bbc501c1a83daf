// The demo data gives the demo vendor its user groups (the four every vendor has), and the demo user
// user administration.
import { beforeAll, expect, it } from 'vitest';
import { DEFAULT_VENDOR_ROLES, getRolesCall, getRolesResponse } from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { signInDemoUser } from '../../../test/fixtures/index.ts';
import { DEMO_EMAIL, seedDemoIfEmpty } from '../../demo/seed-demo.ts';

const server = testServerForFile();
beforeAll(async () => {
  await seedDemoIfEmpty(server.db);
});

it('gives the demo vendor the four default roles, as the contracts define them', async () => {
  const res = await server.call(
    getRolesCall,
    {},
    { as: await signInDemoUser(server, { email: DEMO_EMAIL }) },
  );
  expect(res.status).toBe(200);
  const { roles } = getRolesResponse.parse(res.json);
  // made by migration 0044's trigger in SQL: held equal to the contracts' list here
  expect(roles.map((r) => [r.roleName, r.description, r.permissions])).toEqual(
    [...DEFAULT_VENDOR_ROLES]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((r) => [r.name, r.description, r.permissions]),
  );
});

it("leaves the second demo vendor's user without user administration", async () => {
  const res = await server.call(
    getRolesCall,
    {},
    { as: await signInDemoUser(server, { email: 'office@bluebird-hvac.example' }) },
  );
  expect(res.status).toBe(403);
});
