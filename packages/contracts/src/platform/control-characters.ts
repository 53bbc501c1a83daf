// One rule for every text a request carries (issue 14): no control characters. A NUL byte cannot be
// stored in PostgreSQL text at all (it answered 500 on eleven fields), and the other C0 controls and
// DEL have no place in a name, an e-mail or a note; tab, line feed and carriage return stay allowed for
// multi-line text. The server applies the rule to every body, path parameter and query of every call,
// before the call's own schema, so that no contract can forget it.

// finding control characters is this rule's whole purpose
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_REFUSED = 'must not contain control characters';

type Step = string | number;
// a value still to look at, and its path as a chain back to the root: no path is copied per level
type PathLink = { step: Step; parent: PathLink | null } | null;

function pathOf(link: PathLink): Step[] {
  const path: Step[] = [];
  for (let at = link; at; at = at.parent) path.push(at.step);
  return path.reverse();
}

/**
 * The path (e.g. ['lines', 2, 'comment']) of the first string in `value`, or key of an object in it,
 * that holds a control character; null when there is none. Iterative, in document order, and linear
 * in the size of the value at any depth (issue 37: a recursive walk with a path copied per level
 * overflowed the stack on a 10,000-deep body and cost the square of its depth).
 */
export function controlCharacterPath(value: unknown): Step[] | null {
  // what is left to look at, the next on top; an object's entry has its key checked as it is reached,
  // before the value under it, so the finding named is the first in document order
  const stack: { value: unknown; link: PathLink; isKey: boolean }[] = [{ value, link: null, isKey: false }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: at, link } = next;
    if (next.isKey && CONTROL_CHARACTER.test(String(link?.step))) return pathOf(link);
    if (typeof at === 'string') {
      if (CONTROL_CHARACTER.test(at)) return pathOf(link);
    } else if (Array.isArray(at)) {
      for (let index = at.length - 1; index >= 0; index--)
        stack.push({ value: at[index], link: { step: index, parent: link }, isKey: false });
    } else if (typeof at === 'object' && at !== null) {
      const entries = Object.entries(at);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        stack.push({ value: item, link: { step: key, parent: link }, isKey: true });
      }
    }
  }
  return null;
}
