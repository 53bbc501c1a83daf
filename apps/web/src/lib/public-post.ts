// The public announcement pages call the API without the authenticated client (SPEC section 7): no
// bearer token, no refresh cookie, no session renewal and no toast. SPEC sections 4 and 8: only an
// HTTP 200 counts as success; anything else (another status, a network error) is logged and nothing
// is shown.
import { apiUrl } from './api-url.ts';

/** POSTs `body` as JSON; true on HTTP 200, false (after logging why) otherwise. */
export async function publicPost(path: string, body: unknown): Promise<boolean> {
  try {
    const response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // the refresh cookie is path-scoped anyway; omit says plainly that no session rides along
      credentials: 'omit',
    });
    if (response.status === 200) return true;
    console.error(`${path} answered ${response.status}`, await response.text().catch(() => ''));
    return false;
  } catch (error) {
    console.error(`${path} failed`, error);
    return false;
  }
}
