// The announcement e-mail of a round (SPEC "Public pages"): the announced orders, Accept and Decline
// buttons and an Unsubscribe link, each to a public page with the round detail's token.
import { renderEmail, type RenderedEmail } from './render-email.ts';

export type AnnouncedOrder = {
  poNum: string;
  category: string;
  orderType: string;
  locationName: string;
  city: string;
  state: string;
  /** MM/DD/YYYY - MM/DD/YYYY, or '' when the order has no service dates */
  serviceRange: string;
};

export type AnnouncementRoundVariables = {
  companyName: string;
  vendorCompany: string;
  orders: AnnouncedOrder[];
  acceptUrl: string;
  declineUrl: string;
  unsubscribeUrl: string;
  expiresInDays: number;
};

/**
 * An order as the e-mail names it: "PO 12345", but a PO number that already says PO (the demo's and
 * many systems' "PO0000001") is not prefixed again ("PO PO0000001", issue 38 point 5).
 */
export const poLabel = (poNum: string): string => (/^PO/i.test(poNum) ? poNum : `PO ${poNum}`);

function orderLine(o: AnnouncedOrder): string {
  const place = [o.locationName, [o.city, o.state].filter(Boolean).join(', ')].filter(Boolean).join(', ');
  const what = [o.category, o.orderType].filter(Boolean).join(' - ');
  const when = o.serviceRange ? `; service ${o.serviceRange}` : '';
  return `${poLabel(o.poNum)}: ${what}${place ? ` at ${place}` : ''}${when}`;
}

export function announcementRoundEmail(v: AnnouncementRoundVariables): RenderedEmail {
  const count = v.orders.length;
  return renderEmail({
    companyName: v.companyName,
    subject:
      count === 1
        ? `New work available: ${poLabel(v.orders[0]!.poNum)}`
        : `New work available: ${count} orders`,
    heading: 'New work available',
    paragraphs: [
      `Hello ${v.vendorCompany},`,
      `${v.companyName} would like to offer your company the following ${count === 1 ? 'work order' : 'work orders'}:`,
      v.orders.map(orderLine).join('\n'),
      `Please let us know whether you accept the work. The links below work for ${v.expiresInDays} days.`,
    ],
    action: { label: 'Accept', url: v.acceptUrl },
    actions: [{ label: 'Decline', url: v.declineUrl }],
    footerLinks: [{ label: 'Unsubscribe from work announcements', url: v.unsubscribeUrl }],
  });
}
