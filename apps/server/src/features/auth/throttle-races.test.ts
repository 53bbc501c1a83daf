// Limits that hold under concurrency and cannot be turned against the owner (issue 14 points 1-3,
// decision 034): guesses counted before they are checked, sign-in starts limited per address, password
// hashings bounded per process, and device cookies that keep the owner's browser out of the lockout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_CREDENTIALS,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_SIGN_IN_STARTS,
  signInFinishCall,
  signInStartCall,
  userSetPasswordCall,
} from '@vp/contracts';
import srp from 'secure-remote-password/client.js';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { createUserWithPassword } from '../../../test/fixtures/index.ts';
import { guessOnce, srpSignIn } from '../../../test/srp-client.ts';
import { kdfLoad } from '../../platform/identity/kdf-slots.ts';

let server: TestServer;
beforeAll(async () => {
  // addresses come from X-Forwarded-For, so that one test can play several clients; the start limit
  // is raised here so that these tests can open many challenges (its own test is below)
  server = await startTestServer({
    env: { TRUST_PROXY: 'true', AUTH_MAX_SIGN_IN_STARTS_PER_IP: '100000' },
  });
});
afterAll(() => server.close());

const from = (ip: string, cookie?: string) => ({
  'x-forwarded-for': ip,
  ...(cookie ? { cookie } : {}),
});

/** The vp_device cookie of a Set-Cookie header, as a Cookie header's part. */
function deviceCookieOf(setCookie: string | null): string {
  const match = /(?:^|[,;]\s*)(vp_device=[^;]*)/.exec(setCookie ?? '');
  if (!match) throw new Error(`no device cookie in ${setCookie}`);
  return match[1]!;
}

async function challengeFor(email: string, ip: string): Promise<string> {
  const start = await server.call(signInStartCall, { body: { email } }, { headers: from(ip) });
  expect(start.status).toBe(200);
  return String(start.json.challengeId);
}

const wrongFinish = (challengeId: string, headers: Record<string, string>) =>
  server.call(
    signInFinishCall,
    { body: { challengeId, clientEphemeral: srp.generateEphemeral().public, clientProof: 'ab'.repeat(32) } },
    { headers },
  );

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

describe('guesses are counted before they are checked', () => {
  it('150 concurrent wrong proofs for one account from one address: at most 10 are checked, the rest get 429', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Race-Me-Not-2026' });
    // the challenges come first (from other addresses: a start guesses nothing)
    const challenges = await Promise.all(
      Array.from({ length: 150 }, (_, i) => challengeFor(user.email, `10.9.${Math.floor(i / 50)}.${i % 50}`)),
    );
    const answers = await Promise.all(challenges.map((id) => wrongFinish(id, from('10.9.9.9'))));
    const counts = tally(answers.map((a) => a.status));
    expect(counts[401]).toBeLessThanOrEqual(10);
    expect(counts[429]).toBe(150 - (counts[401] ?? 0));
    expect(answers.find((a) => a.status === 429)?.json.message).toBe(TOO_MANY_ATTEMPTS);
    // the owner is locked out from unknown browsers too, as the limit means
    const owner = await srpSignIn(server, user.email, 'Race-Me-Not-2026', { headers: from('10.9.8.8') });
    expect(owner.start.status).toBe(429);
    // 300 requests and their signatures' math: 17 s alone in an npm test run beside the end-to-end
    // tests, over the 30 s default once with more files beside it (a bound on waiting, not a figure)
  }, 90_000);

  it('120 concurrent password changes with a wrong current password: at most 10 are checked, never more than 2 hashings at once', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Current-Pass-2026' });
    let maxRunning = 0;
    const watch = setInterval(() => (maxRunning = Math.max(maxRunning, kdfLoad().running)), 1);
    const answers = await Promise.all(
      Array.from({ length: 120 }, () =>
        server.call(
          userSetPasswordCall,
          {
            body: {
              email: user.email,
              currentPassword: 'Not-The-Password-1',
              password: 'Brand-New-Pass-2026',
            },
          },
          { headers: from('10.8.0.1') },
        ),
      ),
    );
    clearInterval(watch);
    const counts = tally(answers.map((a) => a.status));
    expect(counts[400]).toBeLessThanOrEqual(10);
    expect(counts[429]).toBe(120 - (counts[400] ?? 0));
    expect(answers.find((a) => a.status === 400)?.json.message).toBe(INVALID_CREDENTIALS);
    expect(maxRunning).toBeGreaterThan(0);
    expect(maxRunning).toBeLessThanOrEqual(2);
    expect(kdfLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('sign-in starts per address', () => {
  it('answers 429 with Retry-After past the limit, however many come at once, and counts other addresses apart', async () => {
    const limited = await startTestServer({
      env: { TRUST_PROXY: 'true', AUTH_MAX_SIGN_IN_STARTS_PER_IP: '20' },
    });
    try {
      const start = (ip: string) =>
        api(limited, signInStartCall.path, {
          method: 'POST',
          body: { email: 'someone@vendor.test' },
          headers: from(ip),
        });
      const answers = await Promise.all(Array.from({ length: 50 }, () => start('10.7.0.1')));
      const counts = tally(answers.map((a) => a.status));
      expect(counts).toEqual({ 200: 20, 429: 30 });
      const refused = answers.find((a) => a.status === 429)!;
      expect(refused.json.message).toBe(TOO_MANY_SIGN_IN_STARTS);
      expect(refused.headers.get('retry-after')).toBe('60');
      // another address is not held back by this one
      expect((await start('10.7.0.2')).status).toBe(200);
      // an anonymous flood is refused before its body is read: a body that is not JSON still gets 429
      const garbage = await fetch(`${limited.url}${signInStartCall.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('10.7.0.1') },
        body: '{not json',
      });
      expect(garbage.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('device cookies (OWASP): guesses from elsewhere never lock the owner out', () => {
  it('the attacker is limited, the owner with the device cookie still gets in, a forged cookie helps nobody', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Owner-Pass-2026' });
    // the owner signed in from this browser before: it holds a device cookie for the account
    const earlier = await srpSignIn(server, user.email, 'Owner-Pass-2026', { headers: from('10.6.0.1') });
    expect(earlier.finish.json.result).toBe('SIGNED_IN');
    const device = deviceCookieOf(earlier.setCookie);
    expect(earlier.setCookie).toMatch(/vp_device=[^;]+;.*HttpOnly/i);

    // someone else guesses ten times from another address, then is held back
    for (let i = 0; i < 10; i++)
      expect((await guessOnce(server, user.email, from('10.6.6.6'))).status).toBe(401);
    expect((await guessOnce(server, user.email, from('10.6.6.6'))).status).toBe(429);
    // from an unknown browser the account is held back too, whatever the address
    expect((await guessOnce(server, user.email, from('10.6.7.7'))).status).toBe(429);

    // the owner's browser is not
    const owner = await srpSignIn(server, user.email, 'Owner-Pass-2026', {
      headers: from('10.6.0.2', device),
    });
    expect(owner.finish.json.result).toBe('SIGNED_IN');
    // it keeps its device id: the cookie renewed names the same device
    expect(deviceCookieOf(owner.setCookie).split('.')[1]).toBe(device.split('.')[1]);

    // a cookie with a changed signature, or another account's, counts as an unknown browser
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(
      (await srpSignIn(server, user.email, 'Owner-Pass-2026', { headers: from('10.6.0.3', forged) })).start
        .status,
    ).toBe(429);
    const other = await createUserWithPassword(server.db, { password: 'Other-Pass-2026' });
    const othersDevice = deviceCookieOf(
      (await srpSignIn(server, other.email, 'Other-Pass-2026', { headers: from('10.6.0.4') })).setCookie,
    );
    expect(
      (await srpSignIn(server, user.email, 'Owner-Pass-2026', { headers: from('10.6.0.4', othersDevice) }))
        .start.status,
    ).toBe(429);
  });

  it('a device cookie has a limit of its own: a stolen one buys no more guesses', async () => {
    const user = await createUserWithPassword(server.db, { password: 'Stolen-Cookie-2026' });
    const device = deviceCookieOf(
      (await srpSignIn(server, user.email, 'Stolen-Cookie-2026', { headers: from('10.5.0.1') })).setCookie,
    );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await guessOnce(server, user.email, from('10.5.5.5', device))).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // 30 concurrent guesses with the cookie: none past the device's limit either
    const challenges = await Promise.all(
      Array.from({ length: 30 }, () => challengeFor(user.email, '10.5.5.6')),
    );
    const answers = await Promise.all(challenges.map((id) => wrongFinish(id, from('10.5.5.6', device))));
    expect(tally(answers.map((a) => a.status))).toEqual({ 429: 30 });
  });
});
