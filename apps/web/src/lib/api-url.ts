// Where the API lives. Empty in the browser (same origin). Tests point it at a local server because
// Node's fetch has no page origin to resolve '/api/...' against. Its own module so that both the API
// client and the session (which the client depends on) can use it.
let baseUrl = '';

export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/+$/, '');
}

export function apiUrl(path: string): string {
  return `${baseUrl}${path}`;
}
