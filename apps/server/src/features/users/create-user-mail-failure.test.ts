// When the welcome e-mail cannot be sent, the user is not added: nobody would know the password.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WELCOME_EMAIL_FAILED } from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { freePort } from '../../../test/free-port.ts';
import { signInAsUserAdmin, type SignedIn } from '../../../test/user-admin-fixtures.ts';

let server: TestServer;
let admin: SignedIn;
beforeAll(async () => {
  // nothing listens on this port: the relay refuses the connection at once
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
  admin = await signInAsUserAdmin(server);
});
afterAll(() => server.close());

it('does not add the user when the e-mail with the temporary password cannot be sent', async () => {
  const email = `unreachable.${Date.now()}@vendor.test`;
  const res = await api(server, '/api/create-user', {
    method: 'POST',
    token: admin.token,
    body: { email, firstName: 'Kim', lastName: 'Lee', phoneNumber: '518-555-0142' },
  });
  expect(res.status).toBe(503);
  expect(res.json.error).toBe(WELCOME_EMAIL_FAILED);
  const row = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  expect(row).toBeUndefined();
});
