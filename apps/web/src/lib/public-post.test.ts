// publicPost against a real HTTP server on loopback.
import type { IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { allow, defineCall } from '@vp/contracts';
import { setApiBaseUrl } from './api-url.ts';
import { publicPost } from './public-post.ts';
import { clearSession, setSession } from './session.ts';
import { loopbackApi, sendJson } from './testing/loopback-api.ts';

const xCall = defineCall({
  id: 'x',
  method: 'POST',
  path: '/api/x',
  body: z.object({ rounddetailId: z.string().optional() }),
  access: allow.public,
  summary: 'A public call of the test',
});

type Seen = { url: string; headers: IncomingHttpHeaders; body: string };
const seen: Seen[] = [];
let status = 200;
const api = loopbackApi((req, res, body) => {
  seen.push({ url: req.url ?? '', headers: req.headers, body });
  sendJson(res, status, status === 200 ? { success: true } : { error: 'Not found' });
});

afterEach(() => {
  seen.length = 0;
  status = 200;
  clearSession();
  vi.restoreAllMocks();
});

describe('publicPost', () => {
  it("sends JSON without the session token and is 'recorded' on 200", async () => {
    setSession('a-signed-in-token', 900);
    expect(await publicPost(xCall, { body: { rounddetailId: 'abc' } })).toBe('recorded');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/api/x');
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ rounddetailId: 'abc' });
  });

  it("is 'refused' on a 4xx (a link that does not work), 'unreachable' on anything else; logged", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    status = 201;
    expect(await publicPost(xCall, { body: {} })).toBe('unreachable');
    status = 404;
    expect(await publicPost(xCall, { body: {} })).toBe('refused');
    status = 429;
    expect(await publicPost(xCall, { body: {} })).toBe('unreachable');
    status = 503;
    expect(await publicPost(xCall, { body: {} })).toBe('unreachable');
    expect(log).toHaveBeenCalledTimes(4);
  });

  it("is 'unreachable' when the server cannot be reached, logging it", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setApiBaseUrl('http://127.0.0.1:1');
    try {
      expect(await publicPost(xCall, { body: {} })).toBe('unreachable');
    } finally {
      setApiBaseUrl(api.origin);
    }
    expect(log).toHaveBeenCalledTimes(1);
  });
});
