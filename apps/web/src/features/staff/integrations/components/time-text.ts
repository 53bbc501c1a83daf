// A moment as the staff member's browser writes it (date and time), or a dash for none.
export const timeText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
