// The web app's one way to make a call of the contracts (GUIDE section 3.0, issue 16): `call()` sends
// it as its contract says (method, path with its values, query, JSON body; the session's token
// unless the call is public) and checks the answer against the contract's response schema;
// `callQuery()` gives TanStack Query's options under the call's one cache key, `callKey()`, and
// `callPages()` those of a list read a cursor page at a time. A signed-in staff call (/staff/api)
// that answers 401 ends the staff session here, for every screen at once (decision 107).
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callUrl, type ApiCall, type CallAnswer, type CallInput } from '@vp/contracts';
import { ApiError, apiFetch, apiRequest } from './api-client.ts';
import { endStaffSession } from './staff-session.ts';

/** The staff console's calls (decision 057): their session is the httpOnly vp_staff cookie. */
const STAFF_API_PATH = '/staff/api/';

export type CallOptions = {
  signal?: AbortSignal | undefined;
  /**
   * Check the answer against the contract (the default). Big lists skip it: the server's serializer
   * already wrote them from the same schema, and parsing 100,000 rows twice costs seconds.
   */
  validate?: boolean;
  /** An ID token that is not (yet) the session's (sign-in checks the new user with it). */
  bearer?: string;
  /**
   * A write's Idempotency-Key (decision 101). Made anew for each call unless given: a caller that
   * retries one user action itself passes the same key again.
   */
  idempotencyKey?: string;
};

/** The input, then the options; a call that needs no input may be made without one. */
type CallArgs<C extends ApiCall> =
  object extends CallInput<C>
    ? [input?: CallInput<C>, options?: CallOptions]
    : [input: CallInput<C>, options?: CallOptions];

function requestOf<C extends ApiCall>(contract: C, input: CallInput<C> | undefined) {
  const parts = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  return {
    url: callUrl(contract, parts),
    method: contract.method,
    body: parts.body,
    // a public call sends no token and never renews one (signed out, or a link's page); a staff
    // call (/staff/api) rides on the staff cookie alone, never on a vendor's token
    guarded: contract.access.kind !== 'public' && !contract.path.startsWith(STAFF_API_PATH),
    // a signed-in write is one user action: the server runs it once per key (a public call has no
    // principal to keep a key for, and takes none)
    takesKey: contract.method !== 'GET' && contract.access.kind !== 'public',
  };
}

/** A signed-in staff call: its session is the staff cookie, which a 401 says has ended. */
function isStaffSessionCall(contract: ApiCall): boolean {
  return contract.access.kind !== 'public' && contract.path.startsWith(STAFF_API_PATH);
}

/** Sends a call; a 401 on a signed-in staff call ends the staff session in the browser too. */
async function sendCall<T>(contract: ApiCall, send: () => Promise<T>): Promise<T> {
  if (!isStaffSessionCall(contract)) return send();
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endStaffSession();
    throw error;
  }
}

/**
 * A new Idempotency-Key: 128 random bits as hex. `crypto.getRandomValues`, not `randomUUID`, which a
 * page served over plain HTTP from another host than localhost does not have.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Makes the call and answers its JSON, checked against the contract unless told otherwise. */
export async function call<C extends ApiCall>(contract: C, ...args: CallArgs<C>): Promise<CallAnswer<C>> {
  const [input, options = {}] = args as [CallInput<C> | undefined, CallOptions | undefined];
  const { url, takesKey, ...request } = requestOf(contract, input);
  const schema = options.validate === false ? undefined : contract.response;
  return sendCall(contract, () =>
    apiRequest<CallAnswer<C>>(url, {
      ...request,
      ...(takesKey ? { idempotencyKey: options.idempotencyKey ?? newIdempotencyKey() } : {}),
      signal: options.signal,
      ...(options.bearer === undefined ? {} : { bearer: options.bearer }),
      ...(schema ? { schema: schema as { parse: (value: unknown) => CallAnswer<C> } } : {}),
    }),
  );
}

/** Makes a call whose answer is a file or a stream, and hands back the raw Response (when ok). */
export function callForResponse<C extends ApiCall>(
  contract: C,
  input: CallInput<C>,
  options: { signal?: AbortSignal; accept?: string } = {},
): Promise<Response> {
  // a file or a stream is not kept for a replay: no key (decision 101)
  const { url, takesKey: _noKey, ...request } = requestOf(contract, input);
  return sendCall(contract, () => apiFetch(url, { ...request, ...options }));
}

/**
 * The cache key of a call: its id, then its input. `callKey(contract)` alone is the prefix of every
 * input's key, which is what a change invalidates.
 */
export function callKey<C extends ApiCall>(contract: C, input?: CallInput<C>): readonly unknown[] {
  return input === undefined ? [contract.id] : [contract.id, input];
}

/** TanStack Query's options for a call: `useQuery(callQuery(contract, input))`, or spread and extend. */
export function callQuery<C extends ApiCall>(contract: C, ...args: CallArgs<C>) {
  const [input, options] = args as [CallInput<C> | undefined, CallOptions | undefined];
  return queryOptions({
    queryKey: callKey(contract, input),
    queryFn: ({ signal }) => call(contract, ...([input, { ...options, signal }] as CallArgs<C>)),
  });
}

/**
 * TanStack Query's infinite-query options for a list read a cursor page at a time (`limit`, `cursor`
 * in; `{ items, nextCursor }` out): `inputFor(cursor)` is the call's input for one page (no cursor:
 * the first), and the cache key is the call's with the first page's input, so that a change
 * invalidates it under `callKey(contract)` as any other read.
 */
export function callPages<C extends ApiCall>(
  contract: C,
  inputFor: (cursor: string | undefined) => CallInput<C>,
  options?: CallOptions,
) {
  return infiniteQueryOptions({
    queryKey: callKey(contract, inputFor(undefined)),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      call(contract, ...([inputFor(pageParam), { ...options, signal }] as CallArgs<C>)),
    getNextPageParam: (last) => (last as { nextCursor?: string | null }).nextCursor ?? undefined,
  });
}
