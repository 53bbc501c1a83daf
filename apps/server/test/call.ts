// The typed test client (issue 39 point 5, decision 107): a test names the call's contract and its
// input, never its path. The URL is built by `callUrl` from @vp/contracts and the method is the
// contract's, so a renamed or re-pathed call breaks its tests at the type check, not at run time.
//
//   const client = testClient(server);
//   await client.call(searchWorkOrdersCall, { query: { page: 1 } }, { as: session });
//
// `as` is whoever makes it: a vendor session or a provider client (`{ token }`, sent as a bearer
// token) or a staff session (`{ cookie }`). A provider write gets a fresh Idempotency-Key unless the
// test gives its own (or null, to send none). `send` takes the same contract with input the schemas
// would refuse (a wrong type, a missing field), for the tests of that refusal.
import { randomUUID } from 'node:crypto';
import { callUrl, type ApiCall, type CallInput, type CallNeedsInput, type ProviderCall } from '@vp/contracts';
import { api } from './harness.ts';

/** A call of any surface: `/api` and `/staff/api` (defineCall) or `/provider/v1` (defineProviderCall). */
export type Contract = ApiCall | ProviderCall;

/** What the call takes (`{ params, query, body }`), as its schemas say. */
export type InputOf<C extends Contract> = CallInput<Omit<C, 'access'> & Pick<ApiCall, 'access'>>;

export type CallOptions = {
  /** who makes the call; nobody when absent */
  as?: { token: string } | { cookie: string };
  headers?: Record<string, string>;
  /** provider writes: undefined for a fresh key, null for none */
  idempotencyKey?: string | null;
};

type Args<C extends Contract> =
  CallNeedsInput<Omit<C, 'access'> & Pick<ApiCall, 'access'>> extends true
    ? [input: InputOf<C>, options?: CallOptions]
    : [input?: InputOf<C>, options?: CallOptions];

/** Input a schema may refuse, on purpose. */
export type UncheckedInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

export function testClient(server: { url: string }) {
  function send(contract: Contract, input: UncheckedInput = {}, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    const caller = options.as;
    if (caller && 'cookie' in caller) headers.cookie = caller.cookie;
    else if (caller) headers.authorization = `Bearer ${caller.token}`;
    if (contract.access.kind === 'provider' && contract.method !== 'GET') {
      const key = options.idempotencyKey === undefined ? randomUUID() : options.idempotencyKey;
      if (key) headers['idempotency-key'] = key;
    }
    return api(server, callUrl(contract, input), {
      method: contract.method,
      headers,
      ...(input.body !== undefined ? { body: input.body } : {}),
    });
  }
  return {
    /** The call with input its contract's schemas type. */
    call: <C extends Contract>(contract: C, ...[input, options]: Args<C>) =>
      send(contract, input as UncheckedInput | undefined, options),
    /** The call with input its schemas may refuse (tests of that refusal). */
    send,
  };
}

export type TestClient = ReturnType<typeof testClient>;
