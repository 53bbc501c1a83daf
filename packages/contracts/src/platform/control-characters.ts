// One rule for every text a request carries (issue 14): no control characters. A NUL byte cannot be
// stored in PostgreSQL text at all (it answered 500 on eleven fields), and the other C0 controls and
// DEL have no place in a name, an e-mail or a note; tab, line feed and carriage return stay allowed for
// multi-line text. The server applies the rule to every body, path parameter and query of every call,
// before the call's own schema, so that no contract can forget it.

// finding control characters is this rule's whole purpose
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_REFUSED = 'must not contain control characters';

/**
 * The path (e.g. ['lines', 2, 'comment']) of the first string in `value`, or key of an object in it,
 * that holds a control character; null when there is none.
 */
export function controlCharacterPath(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return [...path, key];
      const found = controlCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
