// The public announcement pages call the API without the authenticated client (SPEC section 7): no
// bearer token, no refresh cookie, no session renewal and no toast. SPEC sections 4 and 8: only an
// HTTP 200 counts as success; anything else (another status, a network error) is logged. The page
// tells a link that does not work (the server refused it) from a portal it could not reach, so that
// it can say which (issue 15).
import { apiUrl } from './api-url.ts';

/** recorded: HTTP 200; refused: the server turned the request down (4xx but 429); unreachable: else. */
export type PublicCallOutcome = 'recorded' | 'refused' | 'unreachable';

/** POSTs `body` as JSON and answers how it went (logging why when it failed). */
export async function publicPost(path: string, body: unknown): Promise<PublicCallOutcome> {
  try {
    const response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // the refresh cookie is path-scoped anyway; omit says plainly that no session rides along
      credentials: 'omit',
    });
    if (response.status === 200) return 'recorded';
    console.error(`${path} answered ${response.status}`, await response.text().catch(() => ''));
    const refused = response.status >= 400 && response.status < 500 && response.status !== 429;
    return refused ? 'refused' : 'unreachable';
  } catch (error) {
    console.error(`${path} failed`, error);
    return 'unreachable';
  }
}
