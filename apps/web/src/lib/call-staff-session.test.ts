// A 401 from a signed-in staff call ends the staff session once, in `call()`, for every screen
// (decision 107): the console's frame listens and goes to /staff/login. A staff sign-in call's 401
// (a wrong password) and a vendor call's 401 end no staff session. Against a real server on loopback.
import { describe, expect, it } from 'vitest';
import { listStaffCall, staffDocumentContentCall, staffSignInStartCall } from '@vp/contracts';
import { ApiError } from './api-client.ts';
import { call, callForResponse } from './call.ts';
import { onStaffSessionEnd } from './staff-session.ts';
import { loopbackApi, sendJson } from './testing/loopback-api.ts';

loopbackApi((_req, res) => sendJson(res, 401, { error: 'Your session has ended' }));

async function endsSeen(send: () => Promise<unknown>): Promise<number> {
  let ends = 0;
  const stop = onStaffSessionEnd(() => (ends += 1));
  try {
    await expect(send()).rejects.toBeInstanceOf(ApiError);
  } finally {
    stop();
  }
  return ends;
}

describe('a 401 on /staff/api', () => {
  it('ends the staff session for a signed-in staff call, JSON or file', async () => {
    expect(await endsSeen(() => call(listStaffCall))).toBe(1);
    expect(
      await endsSeen(() =>
        callForResponse(staffDocumentContentCall, { params: { documentId: 1 } }, { accept: '*/*' }),
      ),
    ).toBe(1);
  });

  it('ends none for a public staff call (the sign-in)', async () => {
    expect(await endsSeen(() => call(staffSignInStartCall, { body: { email: 'a@example.com' } }))).toBe(0);
  });
});
