// The error-text rule of SPEC section 8 against a real HTTP server on loopback.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, errorTextOf, setApiBaseUrl } from './api-client.ts';
import { clearSession, getIdToken, onSessionEnd, setSession } from './session.ts';
import { refreshCall } from '@vp/contracts';
import { loopbackApi, unreachableOrigin } from './testing/loopback-api.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

const json = (res: ServerResponse, status: number, body: unknown, reason?: string) => {
  const headers = { 'content-type': 'application/json' };
  if (reason === undefined) res.writeHead(status, headers);
  else res.writeHead(status, reason, headers);
  res.end(JSON.stringify(body));
};

/** Answers of the refresh call, in order; 401 once they run out. */
const refreshAnswers: { status: number; body: unknown }[] = [];
let refreshes = 0;

const routes: Record<string, Handler> = {
  [refreshCall.path]: (_req, res) => {
    refreshes += 1;
    const answer = refreshAnswers.shift() ?? { status: 401, body: { error: 'Not signed in' } };
    json(res, answer.status, answer.body);
  },
  '/only-fresh': (req, res) =>
    req.headers.authorization === 'Bearer fresh'
      ? json(res, 200, { authorization: req.headers.authorization })
      : json(res, 401, { error: 'Your session has expired' }),
  '/ok': (_req, res) => json(res, 200, { answer: 42 }),
  '/echo': (req, res, body) =>
    json(res, 200, { authorization: req.headers.authorization ?? null, method: req.method, body }),
  '/error-field': (_req, res) =>
    json(
      res,
      400,
      { error: 'Start date is not a date', message: 'Bad Request', statusCode: 400 },
      'Bad Request',
    ),
  '/blank-error-field': (_req, res) =>
    json(res, 409, { error: '  ', message: 'x', statusCode: 409 }, 'Conflict'),
  '/status-text-only': (_req, res) => {
    res.writeHead(503, 'Service Unavailable', { 'content-type': 'text/plain' });
    res.end('upstream down');
  },
  '/nothing': (_req, res) => {
    res.writeHead(500, '');
    res.end();
  },
  '/unauthorized': (_req, res) =>
    json(res, 401, { error: 'Your session has expired', message: 'Unauthorized', statusCode: 401 }),
  '/not-json': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{oops');
  },
};

const api = loopbackApi((req, res, body) => {
  const handler = routes[req.url ?? ''];
  if (handler) handler(req, res, body);
  else json(res, 404, { error: 'Not found', message: 'Not Found', statusCode: 404 });
});

afterEach(() => {
  clearSession();
  refreshAnswers.length = 0;
  refreshes = 0;
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('returns the parsed JSON answer', async () => {
    await expect(apiGet('/ok')).resolves.toEqual({ answer: 42 });
  });

  it('sends the ID token as a bearer token and the body as JSON', async () => {
    setSession('token-1', 900);
    const answer = await apiPost<{ authorization: string; method: string; body: string }>('/echo', { a: 1 });
    expect(answer).toEqual({ authorization: 'Bearer token-1', method: 'POST', body: '{"a":1}' });
  });

  it('leaves the token off unguarded calls', async () => {
    setSession('token-1', 900);
    const answer = await apiGet<{ authorization: string | null }>('/echo', { guarded: false });
    expect(answer.authorization).toBeNull();
  });

  it("shows the response's error field first", async () => {
    const error = await failureOf(apiGet('/error-field'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Start date is not a date');
  });

  it('falls back to the status text when there is no usable error field', async () => {
    expect((await failureOf(apiGet('/status-text-only'))).message).toBe('Service Unavailable');
    expect((await failureOf(apiGet('/blank-error-field'))).message).toBe('Conflict');
  });

  it("falls back to 'Error' when there is neither", async () => {
    const error = await failureOf(apiGet('/nothing'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Error');
  });

  it("answers 'Error' (status 0) when the server cannot be reached", async () => {
    setApiBaseUrl(await unreachableOrigin());
    try {
      const error = await failureOf(apiGet('/ok'));
      expect(error.status).toBe(0);
      expect(error.message).toBe('Error');
    } finally {
      setApiBaseUrl(api.origin);
    }
  });

  it('treats a 200 that is not JSON as a failure', async () => {
    expect((await failureOf(apiGet('/not-json'))).message).toBe('Error');
  });

  it('checks the answer against a schema when given one', async () => {
    const schema = {
      parse(value: unknown) {
        if ((value as { answer?: unknown }).answer !== 'forty-two') throw new Error('answer must be a word');
        return value as { answer: string };
      },
    };
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const error = await failureOf(apiGet('/ok', { schema }));
      expect(error.message).toBe('Error');
      expect(consoleError).toHaveBeenCalledOnce();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('trades the refresh cookie once after a 401 and sends the call again with the new token', async () => {
    setSession('stale', 900);
    refreshAnswers.push({ status: 200, body: { idToken: 'fresh', expiresIn: 900 } });
    const answer = await apiGet<{ authorization: string }>('/only-fresh');
    expect(answer.authorization).toBe('Bearer fresh');
    expect(getIdToken()).toBe('fresh');
    expect(refreshes).toBe(1);
  });

  it('sends an explicit bearer token without touching the session', async () => {
    setSession('session-token', 900);
    const answer = await apiGet<{ authorization: string }>('/echo', { bearer: 'new-token' });
    expect(answer.authorization).toBe('Bearer new-token');
    await failureOf(apiGet('/unauthorized', { bearer: 'new-token' }));
    expect(getIdToken()).toBe('session-token');
    expect(refreshes).toBe(0);
  });

  it('ends the session on a 401 from a guarded call when the refresh cookie is refused too', async () => {
    setSession('expired', 900);
    let ended = 0;
    const stop = onSessionEnd(() => (ended += 1));
    try {
      const error = await failureOf(apiGet('/unauthorized'));
      expect(error.status).toBe(401);
      expect(error.message).toBe('Your session has expired');
      expect(getIdToken()).toBeNull();
      expect(ended).toBe(1);
    } finally {
      stop();
    }
  });

  it('keeps the session on a 401 from an unguarded call (sign-in, public pages)', async () => {
    setSession('still-good', 900);
    await failureOf(apiGet('/unauthorized', { guarded: false }));
    expect(getIdToken()).toBe('still-good');
  });
});

describe('errorTextOf', () => {
  it('applies the rule to any body', () => {
    expect(errorTextOf({ error: 'Nope' }, 'Bad Request')).toBe('Nope');
    expect(errorTextOf({ error: 42 }, 'Bad Request')).toBe('Bad Request');
    expect(errorTextOf('plain text', 'Bad Gateway')).toBe('Bad Gateway');
    expect(errorTextOf(null, '')).toBe('Error');
    expect(errorTextOf(undefined, '   ')).toBe('Error');
  });
});
