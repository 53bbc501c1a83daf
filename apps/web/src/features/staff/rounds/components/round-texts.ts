// The words and dates the rounds' screens show.
import type { StaffRoundVendor } from '@vp/contracts';

export const dateTimeOf = (iso: string | null) =>
  iso === null ? '' : new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Who made a round, as stored ('staff:<e-mail>', 'provider-api:<client>', the CLI's operator). */
export function madeByText(createdBy: string): string {
  if (createdBy.startsWith('staff:')) return createdBy.slice('staff:'.length);
  if (createdBy.startsWith('provider-api:')) return 'The company’s systems (API)';
  return createdBy || 'The portal';
}

export function answerText(vendor: StaffRoundVendor): string {
  switch (vendor.answer) {
    case 'accepted':
      return 'Accepted';
    case 'declined':
      return 'Declined';
    case 'unsubscribed':
      return 'Unsubscribed';
    default:
      return vendor.emailed ? 'No answer yet' : 'Not sent';
  }
}

export function emailText(vendor: StaffRoundVendor): string {
  if (vendor.emailed) return 'Sent';
  return vendor.skippedBecause === 'unsubscribed' ? 'Skipped: unsubscribed' : 'Skipped: no e-mail address';
}
