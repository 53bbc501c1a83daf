// The e-mail that tells a vendor it was awarded an order from a round (issue 38 point 11, decision
// 103). Queued in the award's transaction (decision 048): an award that rolls back mails nothing, and
// a relay that is down delays it without losing it. It goes where the round's own e-mail went: the
// vendor's contact addresses, else its active users' sign-in addresses.
import type { Db } from '../../platform/db/database.ts';
import { enqueueMail } from '../../platform/mail/mail-queue.ts';
import { renderEmail } from '../../platform/mail/templates.ts';
import { activeUserEmails, vendorContact } from './announcement-rounds.repository.ts';
import { contactAddresses } from './contact-addresses.ts';
import { readPortalSetting } from '../../domain/portal-setting.repository.ts';

export type AwardEmailVariables = {
  companyName: string;
  vendorCompany: string;
  poNum: string;
  listUrl: string;
};

export function awardEmail(v: AwardEmailVariables) {
  return renderEmail({
    companyName: v.companyName,
    subject: `Work order awarded: PO ${v.poNum}`,
    heading: 'A work order is yours',
    paragraphs: [
      `Hello ${v.vendorCompany},`,
      `Thank you for accepting. ${v.companyName} has awarded you work order ${v.poNum}.`,
      'It is now in your list of work orders in the vendor portal, with its details.',
    ],
    action: { label: 'Open the vendor portal', url: v.listUrl },
  });
}

/** Queues the award e-mail to the vendor `vendorId`; answers the addresses (none: nothing queued). */
export async function queueAwardEmail(
  tx: Db,
  publicUrl: string,
  award: { vendorId: number; poNum: string },
): Promise<string[]> {
  const vendor = await vendorContact(tx, award.vendorId);
  const contacts = contactAddresses(vendor.contactEmail);
  const to = contacts.length > 0 ? contacts : await activeUserEmails(tx, award.vendorId);
  if (to.length === 0) return [];
  const email = awardEmail({
    companyName: (await readPortalSetting(tx, 'companyName')) ?? 'Facilities Services',
    vendorCompany: vendor.company,
    poNum: award.poNum,
    listUrl: `${publicUrl}/list-work-orders`,
  });
  await enqueueMail(tx, { to, ...email });
  return to;
}
