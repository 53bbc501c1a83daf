// Strangers cannot lock staff out (issue 37 point 4, decision 097). Ten wrong passwords from anywhere
// used to lock a staff e-mail for 15 minutes, the right password included. Now a browser that
// completed a sign-in before holds a staff device cookie, and its password guesses are counted on
// their own, as a vendor's browser's are (decision 034): the owner gets in while the stranger is held
// back; a stranger without the cookie, a forged cookie, another member's or a vendor's are unknown
// browsers; and the device's own allowance is itself limited, under concurrency too.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS, staffSignInFinishCall, staffSignInStartCall } from '@vp/contracts';
import srp from 'secure-remote-password/client.js';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { createStaffAccount, staffPasswordStep, staffSecondFactor } from '../../../test/staff-client.ts';
import { readAuthSecret } from '../../platform/identity/srp-challenges.repository.ts';
import { totpCodeNow } from '../../platform/identity/totp.ts';
import { STAFF_DEVICE_COOKIE } from './staff-device-cookie.ts';

// addresses come from X-Forwarded-For, so that one test plays the owner and the stranger; the
// limits are the defaults (10 wrong passwords per account, 50 per address, in 15 minutes)
const server = testServerForFile({
  env: { TRUST_PROXY: 'true', AUTH_MAX_SIGN_IN_STARTS_PER_IP: '100000' },
});

const PASSWORD = 'Staff-Owner-Password-2026';
const WRONG = 'Not-The-Password-2026';

const from = (ip: string, cookie?: string) => ({ 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) });

/** The vp_staff_device cookie of a Set-Cookie header, as a Cookie header's part. */
function deviceCookieOf(setCookie: string | null): string {
  const match = new RegExp(`(?:^|[,;]\\s*)(${STAFF_DEVICE_COOKIE}=[^;]*)`).exec(setCookie ?? '');
  if (!match) throw new Error(`no staff device cookie in ${setCookie}`);
  return match[1]!;
}

/** A member who completed a first sign-in (enrolment) at `ip`: its recovery codes and device cookie. */
async function memberSignedInOnce(ip: string) {
  const staff = await createStaffAccount(server.db, {
    role: 'administrator',
    password: PASSWORD,
    enrolled: false,
  });
  const step = await staffPasswordStep(server, staff.email, PASSWORD, undefined, from(ip));
  expect(step.finish.json.result).toBe('TOTP_ENROLMENT_REQUIRED');
  const totpSecret = String(step.finish.json.totpSecret);
  const done = await staffSecondFactor(
    server,
    String(step.finish.json.secondFactorToken),
    { code: await totpCodeNow(totpSecret) },
    from(ip),
  );
  expect(done.res.json.result).toBe('SIGNED_IN');
  return {
    ...staff,
    recoveryCodes: done.res.json.recoveryCodes as string[],
    setCookie: done.setCookie,
    device: deviceCookieOf(done.setCookie),
  };
}

/** One whole sign-in with the right password and a recovery code: the answer of the step that ended it. */
async function signIn(email: string, recoveryCode: string, headers: Record<string, string>) {
  const step = await staffPasswordStep(server, email, PASSWORD, undefined, headers);
  if (step.finish.status !== 200)
    return { status: step.finish.status, body: step.finish.json, setCookie: null };
  expect(step.finish.json.result).toBe('TOTP_REQUIRED');
  const done = await staffSecondFactor(
    server,
    String(step.finish.json.secondFactorToken),
    { recoveryCode },
    headers,
  );
  return { status: done.res.status, body: done.res.json, setCookie: done.setCookie };
}

/** A wrong password, start and finish: the status of the step that answered. */
const wrongPassword = async (email: string, headers: Record<string, string>) =>
  (await staffPasswordStep(server, email, WRONG, undefined, headers)).finish.status;

async function challengeFor(email: string, ip: string): Promise<string> {
  const start = await server.call(staffSignInStartCall, { body: { email } }, { headers: from(ip) });
  expect(start.status).toBe(200);
  return String(start.json.challengeId);
}

const wrongFinish = (challengeId: string, headers: Record<string, string>) =>
  server.call(
    staffSignInFinishCall,
    { body: { challengeId, clientEphemeral: srp.generateEphemeral().public, clientProof: 'ab'.repeat(32) } },
    { headers },
  );

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

describe('staff trusted devices (decision 097)', () => {
  it("ten wrong passwords from a stranger hold back every unknown browser, right password included, but not the owner's", async () => {
    const owner = await memberSignedInOnce('10.8.0.1');
    // the browser that signed in holds the cookie: httpOnly, for the sign-in's calls only, a year
    expect(owner.setCookie).toMatch(
      new RegExp(
        `${STAFF_DEVICE_COOKIE}=[^;]+;.*Path=/staff/api/sign-in;.*HttpOnly;.*Secure;.*SameSite=Strict`,
        'i',
      ),
    );
    expect(owner.setCookie).toMatch(/Max-Age=31536000/);

    // a stranger guesses ten times, then is held back
    for (let i = 0; i < 10; i++) expect(await wrongPassword(owner.email, from('10.8.6.6'))).toBe(401);
    expect(await wrongPassword(owner.email, from('10.8.6.6'))).toBe(429);
    // every browser without the cookie is held back, with the right password, from any address
    const stranger = await signIn(owner.email, owner.recoveryCodes[0]!, from('10.8.7.7'));
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toBe(TOO_MANY_ATTEMPTS);

    // the owner's browser is not
    const ownerAgain = await signIn(owner.email, owner.recoveryCodes[1]!, from('10.8.0.2', owner.device));
    expect(ownerAgain.status).toBe(200);
    expect(ownerAgain.body.result).toBe('SIGNED_IN');
    // it keeps its device id: the cookie renewed names the same device
    expect(deviceCookieOf(ownerAgain.setCookie).split('.')[1]).toBe(owner.device.split('.')[1]);
    // and the owner's success gives the stranger no fresh allowance
    expect(await wrongPassword(owner.email, from('10.8.6.6'))).toBe(429);
    expect((await signIn(owner.email, owner.recoveryCodes[2]!, from('10.8.7.8'))).status).toBe(429);
  });

  it("a forged cookie, another member's or a vendor's is an unknown browser; the genuine one still gets in", async () => {
    const owner = await memberSignedInOnce('10.8.1.1');
    const other = await memberSignedInOnce('10.8.1.2');
    for (let i = 0; i < 10; i++) expect(await wrongPassword(owner.email, from('10.8.6.7'))).toBe(401);

    const [, id, deviceId, mac] = /^[^=]+=(\d+)\.([^.]+)\.(.+)$/.exec(owner.device)!;
    // the signature changed
    const forged = `${STAFF_DEVICE_COOKIE}=${id}.${deviceId}.${mac!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
    // the vendor sign-in's signature (decision 034) over the same account number and device
    const key = await readAuthSecret(server.db, 'device-cookie');
    const vendorMac = createHmac('sha256', key).update(`${id}.${deviceId}`).digest('base64url');
    const vendorSigned = `${STAFF_DEVICE_COOKIE}=${id}.${deviceId}.${vendorMac}`;
    // the genuine value under the vendor's cookie name
    const underVendorName = `vp_device=${id}.${deviceId}.${mac}`;
    for (const cookie of [forged, other.device, vendorSigned, underVendorName]) {
      const tried = await signIn(owner.email, owner.recoveryCodes[0]!, from('10.8.1.3', cookie));
      expect(tried.status, cookie).toBe(429);
    }

    const genuine = await signIn(owner.email, owner.recoveryCodes[0]!, from('10.8.1.3', owner.device));
    expect(genuine.body.result).toBe('SIGNED_IN');
  });

  it("the device's own allowance is limited, under concurrency too, and its guesses leave the account's count alone", async () => {
    const owner = await memberSignedInOnce('10.8.2.1');
    // someone with a copy of the cookie: 20 wrong passwords at once, of which the limit's 10 are checked
    const challenges = await Promise.all(
      Array.from({ length: 20 }, () => challengeFor(owner.email, '10.8.5.5')),
    );
    const answers = await Promise.all(challenges.map((c) => wrongFinish(c, from('10.8.5.5', owner.device))));
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 10, 429: 10 });
    // the device is at its limit, with the right password too
    expect(await wrongPassword(owner.email, from('10.8.5.6', owner.device))).toBe(429);
    expect((await signIn(owner.email, owner.recoveryCodes[0]!, from('10.8.5.6', owner.device))).status).toBe(
      429,
    );

    // the account's own count (unknown browsers) was not spent by the device's guesses
    const elsewhere = await signIn(owner.email, owner.recoveryCodes[1]!, from('10.8.2.2'));
    expect(elsewhere.body.result).toBe('SIGNED_IN');
  });

  it('the second factor keeps its limit per account, whatever the browser', async () => {
    const owner = await memberSignedInOnce('10.8.3.1');
    // every step from the owner's own browser, its device cookie with it
    const browser = from('10.8.3.1', owner.device);
    const passwordStep = () => staffPasswordStep(server, owner.email, PASSWORD, undefined, browser);
    const step = await passwordStep();
    const token = String(step.finish.json.secondFactorToken);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const wrong = await staffSecondFactor(server, token, { recoveryCode: `WRONG-${i}` }, browser);
      codes.push(wrong.res.status);
    }
    expect(codes).toEqual([...Array<number>(10).fill(401), 429]);
    // the device cookie buys no more codes: a right one is refused too, and the password step is not
    expect(step.finish.json.result).toBe('TOTP_REQUIRED');
    const again = await passwordStep();
    expect(again.finish.json.result).toBe('TOTP_REQUIRED');
    const right = await staffSecondFactor(
      server,
      String(again.finish.json.secondFactorToken),
      { recoveryCode: owner.recoveryCodes[0]! },
      browser,
    );
    expect(right.res.status).toBe(429);
  });
});
