// A moment as the vendor side writes it (lib/format.ts: MM/DD/YYYY hh:mm A, issue 38 point 11), or
// a dash for none.
import { formatDateTime } from '../../../../lib/format.ts';

export const timeText = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
