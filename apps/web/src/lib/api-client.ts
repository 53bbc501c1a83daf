// The one way the web app talks to our JSON API: same origin, bearer ID token from the session,
// errors turned into ApiError carrying the text a user reads (SPEC section 8).
import { FALLBACK_ERROR_TEXT } from '@vp/contracts';
import { clearSession, getIdToken } from './session.ts';

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
   * A guarded call carries the ID token, and its 401 ends the session (the app then clears client
   * state and goes to /auth/login). Sign-in and the public announcement pages pass false.
   */
  guarded?: boolean;
  /** Checks the answer against its contract; worth it for small answers, skipped for big lists. */
  schema?: Schema<T>;
};

// Empty in the browser (same origin). Tests point it at a local server because Node's fetch has no
// page origin to resolve '/api/...' against.
let baseUrl = '';

export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

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

export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, signal, guarded = true, schema } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = guarded ? getIdToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, {
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

  const answer = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && guarded) clearSession();
    const value = answer.parsed ? answer.value : answer.text;
    throw new ApiError(response.status, errorTextOf(value, response.statusText), value);
  }
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
