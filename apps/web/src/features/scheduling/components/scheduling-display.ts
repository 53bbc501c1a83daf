// How the scheduling screen writes an order's range, place and phone (SPEC sections 2 and 3).
import type { SchedulingOrder } from '@vp/contracts';
import { formatDate } from '../../../lib/format.ts';

/** The Service Range column: 'MM/DD/YYYY - MM/DD/YYYY' (dates only). */
export const serviceRange = (o: Pick<SchedulingOrder, 'beginService' | 'serviceEnd'>) =>
  `${formatDate(o.beginService)} - ${formatDate(o.serviceEnd)}`;

/** The City/State column (the SPEC's derived city_state). */
export const cityState = (o: Pick<SchedulingOrder, 'city' | 'state'>) =>
  [o.city, o.state].filter(Boolean).join(', ');

/** The drawer's place line: city, state, zip joined by commas. */
export const cityStateZip = (o: Pick<SchedulingOrder, 'city' | 'state' | 'zipCode'>) =>
  [o.city, o.state, o.zipCode].filter(Boolean).join(', ');

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** '(518) 555-0142' for a 10-digit US number; anything else as stored. */
export function formatPhone(phone: string): string {
  const d = digitsOf(phone);
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : phone;
}

/** A tap-to-call link; null when there is no number. */
export function telHref(phone: string): string | null {
  const d = digitsOf(phone);
  if (!d) return null;
  return d.length === 10 ? `tel:+1${d}` : `tel:${d}`;
}
