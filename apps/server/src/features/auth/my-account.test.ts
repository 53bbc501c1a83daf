// My account (issue 15 point 15, decision 041): the user's own details and roles, and signing out of
// their other sessions, only ever the session's own user's.
import { describe, expect, it } from 'vitest';
import {
  myAccountCall,
  myAccountResponse,
  otherSessionsEnded,
  refreshCall,
  signOutOtherSessionsCall,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { createUserWithPassword } from '../../../test/fixtures/index.ts';
import { srpSignIn } from '../../../test/srp-client.ts';

const server = testServerForFile();

async function sessionsOf(email: string, password: string, count: number) {
  const sessions: { token: string; refreshToken: string }[] = [];
  for (let i = 0; i < count; i++) {
    const signedIn = await srpSignIn(server, email, password);
    expect(signedIn.finish.json.result).toBe('SIGNED_IN');
    sessions.push({ token: String(signedIn.finish.json.idToken), refreshToken: signedIn.refreshToken! });
  }
  return sessions;
}

const refresh = (refreshToken: string) =>
  server.call(refreshCall, {}, { headers: { cookie: `vp_refresh=${refreshToken}` } });

describe('My account', () => {
  it('needs a session (401), before any body is read', async () => {
    expect((await server.call(myAccountCall)).status).toBe(401);
    expect((await server.send(signOutOtherSessionsCall, { body: 'not json' })).status).toBe(401);
  });

  it("answers the user's name, e-mail, company and roles, and how many other sessions are open", async () => {
    const user = await createUserWithPassword(server.db, { password: 'Mine-Own-2026', firstName: 'Robin' });
    const role = await server.db
      .insertInto('roles')
      .values({ vendor_id: user.vendorId, name: 'Dispatcher', description: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('user_roles')
      .values({ user_id: user.userId, role_id: role.id, vendor_id: user.vendorId })
      .execute();
    const [mine] = await sessionsOf(user.email, 'Mine-Own-2026', 3);
    const res = await server.call(myAccountCall, {}, { as: { token: mine!.token } });
    expect(res.status).toBe(200);
    expect(myAccountResponse.parse(res.json)).toMatchObject({
      email: user.email,
      firstName: 'Robin',
      lastName: 'Tester',
      // the fixture's user holds Office and Finance too
      roles: ['Dispatcher', 'Finance', 'Office'],
      otherSessions: 2,
    });
  });

  it("signs out of the user's other sessions only: this one stays, theirs end, nobody else's", async () => {
    const user = await createUserWithPassword(server.db, { password: 'Many-Places-2026' });
    const stranger = await createUserWithPassword(server.db, { password: 'Someone-Else-2026' });
    const [mine, laptop, phone] = await sessionsOf(user.email, 'Many-Places-2026', 3);
    const [theirs] = await sessionsOf(stranger.email, 'Someone-Else-2026', 1);

    const res = await server.call(signOutOtherSessionsCall, {}, { as: { token: mine!.token } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: otherSessionsEnded(2), ended: 2 });

    // this session goes on; the others' tokens and refresh cookies no longer work
    expect((await server.call(myAccountCall, {}, { as: { token: mine!.token } })).json.otherSessions).toBe(0);
    for (const other of [laptop!, phone!]) {
      expect((await server.call(myAccountCall, {}, { as: other })).status).toBe(401);
      expect((await refresh(other.refreshToken)).status).toBe(401);
    }
    // another user's session is untouched
    expect((await server.call(myAccountCall, {}, { as: { token: theirs!.token } })).status).toBe(200);
    // nothing left to end
    const again = await server.call(signOutOtherSessionsCall, {}, { as: { token: mine!.token } });
    expect(again.json).toEqual({ success: true, message: otherSessionsEnded(0), ended: 0 });
  });
});
