// The public announcement pages make their calls without the authenticated client (SPEC section 7): no
// bearer token, no refresh cookie, no session renewal and no toast. SPEC sections 4 and 8: only an
// HTTP 200 counts as success; anything else (another status, a network error) is logged. The page
// tells a link that does not work (the server refused it) from a portal it could not reach, so that
// it can say which (issue 15). The call's method and path come from its contract (issue 16).
import { callUrl, type ApiCall, type CallAnswer, type CallInput, type PublicAccess } from '@vp/contracts';
import { apiUrl } from './api-url.ts';

/** recorded: HTTP 200; refused: the server turned the request down (4xx but 429); unreachable: else. */
export type PublicCallOutcome = 'recorded' | 'refused' | 'unreachable';

/** Only a call its contract makes public may go out without the session. */
export type PublicCall = ApiCall & { readonly access: PublicAccess };

/** How the call went and, when it answered 200 with what its contract says, that answer. */
export type PublicCallResult<C extends PublicCall> = {
  outcome: PublicCallOutcome;
  answer: CallAnswer<C> | null;
  /** the server's words for a refusal or a 429 (its JSON `message`), when it gave them */
  message?: string;
};

/** Sends the call (its body as JSON) and answers how it went (logging why when it failed). */
export async function publicPost<C extends PublicCall>(
  contract: C,
  input: CallInput<C>,
): Promise<PublicCallOutcome> {
  return (await publicPostAnswer(contract, input)).outcome;
}

/** As publicPost, with the 200's answer read against the call's response schema (null if it is not). */
export async function publicPostAnswer<C extends PublicCall>(
  contract: C,
  input: CallInput<C>,
): Promise<PublicCallResult<C>> {
  const parts = input as { params?: unknown; query?: unknown; body?: unknown };
  const path = callUrl(contract, parts);
  try {
    const response = await fetch(apiUrl(path), {
      method: contract.method,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(parts.body ?? {}),
      // the refresh cookie is path-scoped anyway; omit says plainly that no session rides along
      credentials: 'omit',
    });
    if (response.status === 200) {
      const read = contract.response?.safeParse(await response.json().catch(() => undefined));
      return { outcome: 'recorded', answer: read?.success ? (read.data as CallAnswer<C>) : null };
    }
    const text = await response.text().catch(() => '');
    console.error(`${path} answered ${response.status}`, text);
    const refused = response.status >= 400 && response.status < 500 && response.status !== 429;
    const message = messageOf(text);
    return { outcome: refused ? 'refused' : 'unreachable', answer: null, ...(message ? { message } : {}) };
  } catch (error) {
    console.error(`${path} failed`, error);
    return { outcome: 'unreachable', answer: null };
  }
}

/** The `message` of an error body, if it is JSON with one. */
function messageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as unknown;
    const message =
      typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
}
