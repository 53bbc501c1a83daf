// A change said in words (issue 38 point 8, decision 103): the console's History and the audit log's
// Before / After show what an action did, not its raw JSON: the action as words ("Work order
// updated"), and the fields it changed with their values ("Status: OPEN → IN PROGRESS"). Shared by the
// server (a work order's history lines) and the web app (the audit log's columns).

/** Field names that read better spelled out than split from camelCase. */
const FIELD_LABELS: Record<string, string> = {
  nte: 'NTE',
  poNum: 'PO #',
  ordNum: 'Order #',
  vendorNum: 'Vendor #',
  vendorId: 'Vendor id',
  qpExclude: 'QuickPay exclusion',
  payAmt: 'Pay amount',
  checkNo: 'Check #',
  totpEnrolled: 'Authenticator set up',
  crewLineVendorNums: 'Crew lines’ vendor #',
  externalId: 'External id',
  clientPO: 'Client PO #',
  email: 'E-mail',
};

/** Bookkeeping fields that every change moves: never shown as a change of their own. */
const QUIET_FIELDS = new Set(['version', 'updatedAt', 'updated_at', 'sessionsEnded']);
/** Inside a list's item (a crew line), the ids that only repeat what names the item. */
const ITEM_QUIET_FIELDS = new Set([...QUIET_FIELDS, 'externalId', 'ocdId', 'crewId', 'vendorId', 'id']);
const ITEM_IDS = ['ocdId', 'id'] as const;

export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An action or event type as words: 'work-order.note-added' is "Work order note added". */
export function actionText(action: string): string {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?Z$/;
const TAG = /<[^>]*>/g;
const HAS_TAG = /<[a-z!/][^>]*>/i;

/** Text of a rich-text value: its tags out, its spaces folded. */
const plainText = (html: string) =>
  html
    .replace(TAG, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** A value in words: none, yes / no, a day as MM/DD/YYYY, lists and records spelled out. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    const day = DAY.exec(value);
    if (day) return `${day[2]}/${day[3]}/${day[1]}`;
    const time = TIME.exec(value);
    if (time) return `${time[2]}/${time[3]}/${time[1]} ${time[4]}:${time[5]} UTC`;
    return HAS_TAG.test(value) ? plainText(value) || '(none)' : value;
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(valueText).join(', ');
  if (typeof value === 'object') return fieldsText(value as Record<string, unknown>, ', ');
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function fieldsText(values: Record<string, unknown>, separator = '; ', keys = Object.keys(values)): string {
  return keys
    .filter((k) => !QUIET_FIELDS.has(k))
    .map((k) => `${fieldLabel(k)}: ${valueText(values[k])}`)
    .join(separator);
}

/** The fields whose value differs between before and after (the bookkeeping ones left out). */
export function changedFields(before: unknown, after: unknown): string[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => !QUIET_FIELDS.has(k) && !same(b[k], a[k]),
  );
}

/**
 * The change as one sentence: "Status: OPEN → IN PROGRESS; NTE: 100.00 → 150.00" for an edit, the
 * values for something created ("Created: ..."), "No field changed" when nothing did.
 */
export function changeText(before: unknown, after: unknown): string {
  if (!isRecord(before)) return isRecord(after) ? `Created: ${fieldsText(after)}` : '';
  if (!isRecord(after)) return `Removed: ${fieldsText(before)}`;
  const changed = changedFields(before, after);
  if (changed.length === 0) return 'No field changed';
  return changed
    .map(
      (k) =>
        itemsChangeText(k, before[k], after[k]) ??
        `${fieldLabel(k)}: ${valueText(before[k])} → ${valueText(after[k])}`,
    )
    .join('; ');
}

const itemText = (item: Record<string, unknown>) =>
  Object.keys(item)
    .filter((k) => !ITEM_QUIET_FIELDS.has(k))
    .map((k) => `${fieldLabel(k)}: ${valueText(item[k])}`)
    .join(', ');

/**
 * A list of records with ids (an order's crew lines) said item by item: "Crew line 7 added (...)",
 * "Crew line 5: Status: Assigned → Done", "Crew line 6 removed"; null for any other value.
 */
function itemsChangeText(key: string, before: unknown, after: unknown): string | null {
  if (!Array.isArray(before) || !Array.isArray(after)) return null;
  const items = [...before, ...after];
  if (items.length === 0 || !items.every(isRecord)) return null;
  const idKey = ITEM_IDS.find((k) =>
    items.every((i) => typeof (i as Record<string, unknown>)[k] === 'number'),
  );
  if (!idKey) return null;
  const label = fieldLabel(key).replace(/s$/, '');
  const byId = (list: Record<string, unknown>[]) => new Map(list.map((i) => [i[idKey] as number, i]));
  const [was, now] = [byId(before as Record<string, unknown>[]), byId(after as Record<string, unknown>[])];
  const parts: string[] = [];
  for (const [id, item] of now) {
    const old = was.get(id);
    if (!old) parts.push(`${label} ${id} added (${itemText(item)})`);
    else {
      const changed = changedFields(old, item).filter((k) => !ITEM_QUIET_FIELDS.has(k));
      if (changed.length > 0)
        parts.push(
          `${label} ${id}: ${changed.map((k) => `${fieldLabel(k)}: ${valueText(old[k])} → ${valueText(item[k])}`).join(', ')}`,
        );
    }
  }
  for (const id of was.keys()) if (!now.has(id)) parts.push(`${label} ${id} removed`);
  return parts.join('; ');
}

/**
 * The audit log's two columns: only the fields the action changed, each side with its values; an
 * action with one side (a creation, a vendor user's event) shows that side's fields in full.
 */
export function changeSides(before: unknown, after: unknown): { before: string; after: string } {
  if (!isRecord(before) || !isRecord(after))
    return {
      before: isRecord(before) ? fieldsText(before) : '',
      after: isRecord(after) ? fieldsText(after) : '',
    };
  const changed = changedFields(before, after);
  if (changed.length === 0) return { before: 'No field changed', after: 'No field changed' };
  return { before: fieldsText(before, '; ', changed), after: fieldsText(after, '; ', changed) };
}

/** An event's data in words ("File name: a.pdf; Type: General"); nothing for an event without any. */
export const dataText = (data: unknown): string => (isRecord(data) ? fieldsText(data) : valueText(data));
