// SPEC section 2, Public pages: the round detail id is the text after '=' in the query string (the
// parameter's name is not fixed). The e-mailed links carry an opaque token there, not a bare number.

/** The text after the first '=' of `search` up to the next '&', or null when there is none. */
export function roundDetailIdOf(search: string): string | null {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const equals = query.indexOf('=');
  if (equals < 0) return null;
  const rest = query.slice(equals + 1);
  const end = rest.indexOf('&');
  const raw = end < 0 ? rest : rest.slice(0, end);
  let value: string;
  try {
    value = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // a malformed escape: send it as it stands and let the server refuse it
    value = raw;
  }
  return value.trim() || null;
}
