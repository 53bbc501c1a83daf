// The provider's token call (client credentials) as a provider system sends it, for the tests of what
// it answers: a token, a refusal, a throttle. Its raw answer: each test reads what it checks.
import { PROVIDER_TOKEN_PATH } from '@vp/contracts';

/** POSTs the client's id and secret (and `scope`) to the token call of the server at `baseUrl`; `headers` add. */
export const requestProviderToken = (
  baseUrl: string,
  client: { clientId: string; secret: string },
  options: { scope?: string; headers?: Record<string, string> } = {},
): Promise<Response> =>
  fetch(baseUrl + PROVIDER_TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.secret,
      ...(options.scope !== undefined ? { scope: options.scope } : {}),
    }).toString(),
  });
