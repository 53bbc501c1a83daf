// A vendor's admin cannot tell whether an address belongs to another vendor's user (issue 14 point 9,
// decision 036): adding it answers exactly as adding a free address, the added user behaves like any
// new user in every call the admin has, it can never sign in, and the address's owner is e-mailed a
// notice instead of a password, while their own sign-in is untouched.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createUserCall,
  createUserResponse,
  EMAIL_TAKEN,
  getUserByUserIdCall,
  resetUserPasswordByUserIdCall,
  signInStartCall,
} from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import {
  readOutbox,
  signInAsUserAdmin,
  type SignedIn,
  createUserWithPassword,
  type PasswordUser,
} from '../../../test/fixtures/index.ts';
import { srpSignIn } from '../../../test/srp-client.ts';

const server = testServerForFile();
let admin: SignedIn;
let owner: PasswordUser;
let counter = 0;
beforeAll(async () => {
  admin = await signInAsUserAdmin(server);
  // a user of another vendor, with a password they sign in with
  owner = await createUserWithPassword(server.db, { password: 'Owner-Of-It-2026' });
});

const newUser = (email: string) => ({
  email,
  firstName: 'Dana',
  lastName: 'Reyes',
  phoneNumber: '(518) 555-0142',
  roles: [],
});
const create = (email: string) => server.call(createUserCall, { body: newUser(email) }, { as: admin });
const shape = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, typeof v === 'object' ? shape(v) : typeof v]),
      )
    : typeof value;

describe('create-user with an address of another vendor', () => {
  it('answers exactly as for a free address, and the added user looks like any new user', async () => {
    const free = `free.${Date.now()}.${++counter}@vendor.test`;
    const [forFree, forTaken] = [await create(free), await create(owner.email)];
    expect(forTaken.status).toBe(forFree.status);
    expect(forTaken.status).toBe(200);
    const freeBody = createUserResponse.parse(forFree.json);
    const takenBody = createUserResponse.parse(forTaken.json);
    expect(takenBody.message).toBe(freeBody.message);
    expect(shape(takenBody)).toEqual(shape(freeBody));
    expect({ ...takenBody.user, userId: 0, email: '' }).toEqual({ ...freeBody.user, userId: 0, email: '' });
    expect(forTaken.headers.get('content-type')).toBe(forFree.headers.get('content-type'));

    // reading it, and resetting its password, answer alike too
    const answers: unknown[] = [];
    for (const user of [freeBody.user, takenBody.user]) {
      const read = await server.call(getUserByUserIdCall, { params: { userId: user.userId } }, { as: admin });
      expect(read.status).toBe(200);
      const reset = await server.call(
        resetUserPasswordByUserIdCall,
        { params: { userId: user.userId } },
        { as: admin },
      );
      expect(reset.status).toBe(200);
      answers.push(shape(read.json), reset.json);
    }
    expect(answers.slice(2)).toEqual(answers.slice(0, 2));

    // adding it a second time is refused like any of the vendor's own users
    expect((await create(owner.email)).json.error).toBe(EMAIL_TAKEN);
    expect((await create(free)).json.error).toBe(EMAIL_TAKEN);
  });

  it('creates no way in: the owner signs in as before, gets a notice, and no password reaches them', async () => {
    const before = (await readOutbox(server)).filter((m) => m.to.includes(owner.email)).length;
    const other = `${owner.email}`.toUpperCase();
    // (a second admin of another vendor; the same address in other letters)
    const secondAdmin = await signInAsUserAdmin(server);
    const res = await server.call(createUserCall, { body: newUser(other) }, { as: secondAdmin });
    expect(res.status).toBe(200);

    const mail = (await readOutbox(server)).filter((m) => m.to.toLowerCase().includes(owner.email));
    expect(mail.length).toBe(before + 1);
    const notice = mail.at(-1)!;
    expect(notice.text).toContain('already signs in to the vendor portal for another company');
    expect(notice.text).not.toMatch(/temporary password/i);

    const signIn = await srpSignIn(server, owner.email, 'Owner-Of-It-2026');
    expect(signIn.finish.json.result).toBe('SIGNED_IN');
    const start = await server.call(signInStartCall, { body: { email: owner.email } });
    expect(start.status).toBe(200);
    // the owner's account is the one that signs in: its vendor, not the adding one
    const row = await server.db
      .selectFrom('users')
      .select(['vendor_id', 'unclaimed'])
      .where('email', 'ilike', owner.email)
      .orderBy('id')
      .execute();
    expect(row[0]).toEqual({ vendor_id: owner.vendorId, unclaimed: false });
    expect(row.slice(1).every((r) => r.unclaimed)).toBe(true);
  });
});
