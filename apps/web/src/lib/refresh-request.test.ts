// The start's refresh sent early (early-session.ts) is the one the session takes: against a real HTTP
// server on loopback standing in for the refresh call, which counts what it is asked (decision 083).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshCall } from '@vp/contracts';
import { setApiBaseUrl } from './api-url.ts';
import { REFRESH_METHOD, REFRESH_PATH, startEarlyRefresh } from './refresh-request.ts';
import { getSession, restoreSession } from './session.ts';

const asked: string[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url}`);
    // slow enough that the session asks while the early request is still out
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ idToken: `token-${asked.length}`, expiresIn: 900 }));
    }, 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  setApiBaseUrl('');
  await new Promise((resolve) => server.close(resolve));
});

describe('the early refresh', () => {
  it("is refreshCall's request", () => {
    expect(REFRESH_METHOD).toBe(refreshCall.method);
    expect(REFRESH_PATH).toBe(refreshCall.path);
  });

  it('is the one the session takes at start, and is sent once', async () => {
    startEarlyRefresh();
    startEarlyRefresh();
    // the server has the early request (and is still answering it) before the app starts
    await expect.poll(() => asked).toEqual(['POST /api/auth/refresh']);
    await restoreSession();
    expect(getSession()).toEqual({ status: 'signed-in', idToken: 'token-1' });
    expect(asked).toHaveLength(1);
  });

  it('is not sent once the app has refreshed on its own: the cookie it holds may be spent', async () => {
    startEarlyRefresh();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toHaveLength(1);
  });
});
