// The one way the web app talks to our JSON API: same origin, bearer ID token from the session,
// errors turned into ApiError carrying the text a user reads (SPEC section 8).
import { FALLBACK_ERROR_TEXT } from '@vp/contracts';
import { apiUrl } from './api-url.ts';
import { clearSession, getIdToken, renewRejectedToken } from './session.ts';

export { setApiBaseUrl } from './api-url.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** SPEC section 8: the response's `error` text, else the status text, else 'Error'. */
export function errorTextOf(body: unknown, statusText: string): string {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'string' && error.trim()) return error;
  }
  if (statusText.trim()) return statusText;
  return FALLBACK_ERROR_TEXT;
}

type Schema<T> = { parse: (value: unknown) => T };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions<T> = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A guarded call carries the session's ID token. On a 401 the session trades its refresh cookie
   * once and the call is retried; if that fails the session ends (the app then clears client state
   * and goes to /auth/login). Sign-in and the public announcement pages pass false.
   */
  guarded?: boolean;
  /**
   * An ID token that is not (yet) the session's: sign-in checks the new user with it before the
   * session takes it. Overrides `guarded`; a 401 then touches no session.
   */
  bearer?: string;
  /** Checks the answer against its contract; worth it for small answers, skipped for big lists. */
  schema?: Schema<T>;
  /**
   * The write's Idempotency-Key (decision 101): one per user action, sent again unchanged with the
   * retry after a renewed token, so that the server runs the action once.
   */
  idempotencyKey?: string;
};

type Body = { parsed: true; value: unknown } | { parsed: false; text: string };

async function readBody(response: Response): Promise<Body> {
  const text = await response.text();
  if (!text) return { parsed: true, value: undefined };
  try {
    return { parsed: true, value: JSON.parse(text) as unknown };
  } catch {
    return { parsed: false, text };
  }
}

async function send(
  path: string,
  method: HttpMethod,
  token: string | null,
  body: unknown,
  signal: AbortSignal | undefined,
  accept: string,
  idempotencyKey: string | undefined,
): Promise<Response> {
  const headers: Record<string, string> = { accept };
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    // a cancelled request (TanStack Query dropping a stale fetch) is no failure to show
    if (signal?.aborted) throw error;
    throw new ApiError(0, FALLBACK_ERROR_TEXT, undefined, { cause: error });
  }
}

export type ApiFetchOptions = Omit<ApiRequestOptions<unknown>, 'schema'> & {
  /** what the answer should be; JSON unless a file is expected */
  accept?: string;
};

/**
 * Sends a call (renewing the session's token once on a 401) and answers the raw Response when it is
 * ok; any failure becomes an ApiError with the SPEC section 8 text. JSON calls and file downloads
 * both go through here.
 */
export async function apiFetch(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const {
    method = 'GET',
    body,
    signal,
    guarded = true,
    bearer,
    accept = 'application/json',
    idempotencyKey,
  } = options;
  const usesSession = guarded && bearer === undefined;
  const token = bearer ?? (usesSession ? getIdToken() : null);
  let response = await send(path, method, token, body, signal, accept, idempotencyKey);
  // The server checked the token before doing anything, so sending the call again is safe.
  if (response.status === 401 && usesSession && token && (await renewRejectedToken(token)))
    response = await send(path, method, getIdToken(), body, signal, accept, idempotencyKey);
  if (!response.ok) {
    // a second 401 right after a successful refresh: this user may no longer use the portal
    if (response.status === 401 && usesSession && getIdToken() !== null) clearSession();
    const answer = await readBody(response);
    const value = answer.parsed ? answer.value : answer.text;
    throw new ApiError(response.status, errorTextOf(value, response.statusText), value);
  }
  return response;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { schema, ...rest } = options;
  const response = await apiFetch(path, rest);
  const answer = await readBody(response);
  if (!answer.parsed) throw new ApiError(response.status, FALLBACK_ERROR_TEXT, answer.text);
  if (!schema) return answer.value as T;
  try {
    return schema.parse(answer.value);
  } catch (error) {
    // the server broke its contract; the details are for the console, not for the user
    console.error(`Unexpected answer from ${path}`, error);
    throw new ApiError(response.status, FALLBACK_ERROR_TEXT, answer.value, { cause: error });
  }
}

export function apiGet<T>(path: string, options: Omit<ApiRequestOptions<T>, 'method' | 'body'> = {}) {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

export function apiPost<T>(
  path: string,
  body: unknown,
  options: Omit<ApiRequestOptions<T>, 'method' | 'body'> = {},
) {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}
