// Creating and sending an announcement round (used by the admin CLI): the orders are offered to each
// vendor; every vendor that has not unsubscribed gets one round detail with its own link token and one
// e-mail to its contact addresses (or, without any, its active users). Unsubscribed vendors get
// neither a detail nor an e-mail.
import {
  ANNOUNCEMENT_ACCEPT_PAGE,
  ANNOUNCEMENT_DECLINE_PAGE,
  ANNOUNCEMENT_LINK_PARAM,
  ANNOUNCEMENT_UNSUBSCRIBE_PAGE,
} from '@vp/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { enqueueMail } from '../../platform/mail/mail-queue.ts';
import { renderTemplate } from '../../platform/mail/templates.ts';
import { newLinkToken } from './link-tokens.ts';
import {
  activeUserEmails,
  findOrdersByPoNums,
  findVendorsByNums,
  insertRound,
  insertRoundDetail,
  markEmailed,
  readCompanyName,
} from './announcement-rounds.repository.ts';

export type AnnouncementRoundDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'announcements'>;
};

export type RoundRequest = { poNums: string[]; vendorNums: number[]; createdBy: string };

export type RoundOutcome = {
  roundId: number;
  sent: { vendorNum: number; to: string[] }[];
  skipped: { vendorNum: number; reason: 'unsubscribed' | 'no_addresses' }[];
  failed: { vendorNum: number; error: string }[];
};

/** A request the round cannot be made from (unknown orders or vendors); nothing was created. */
export class RoundRequestError extends Error {}

const EMAIL = /^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/;
const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

function contactAddresses(contactEmail: string): string[] {
  return [
    ...new Set(
      contactEmail
        .split(';')
        .map((a) => a.trim())
        .filter((a) => EMAIL.test(a)),
    ),
  ];
}

export async function createAndSendRound(
  deps: AnnouncementRoundDeps,
  request: RoundRequest,
): Promise<RoundOutcome> {
  const poNums = [...new Set(request.poNums.map((p) => p.trim()).filter(Boolean))];
  const vendorNums = [...new Set(request.vendorNums)];
  if (poNums.length === 0) throw new RoundRequestError('Name at least one order (PO #).');
  if (vendorNums.length === 0) throw new RoundRequestError('Name at least one vendor number.');

  const orders = await findOrdersByPoNums(deps.db, poNums);
  const missingOrders = poNums.filter((p) => !orders.some((o) => o.poNum === p));
  if (missingOrders.length > 0) throw new RoundRequestError(`Unknown PO #: ${missingOrders.join(', ')}.`);
  const vendors = await findVendorsByNums(deps.db, vendorNums);
  const missingVendors = vendorNums.filter((n) => !vendors.some((v) => v.vendorNum === n));
  if (missingVendors.length > 0)
    throw new RoundRequestError(`Unknown vendor #: ${missingVendors.join(', ')}.`);

  const ttlDays = deps.config.announcements.linkTtlDays;
  const companyName = (await readCompanyName(deps.db)) ?? 'Facilities Services';
  const announced = orders.map((o) => ({
    poNum: o.poNum,
    category: o.category,
    orderType: o.orderType,
    locationName: o.locationName,
    city: o.city,
    state: o.state,
    serviceRange: o.beginService && o.serviceEnd ? `${usDate(o.beginService)} - ${usDate(o.serviceEnd)}` : '',
  }));
  const link = (page: string, token: string) =>
    `${deps.config.publicUrl}${page}?${ANNOUNCEMENT_LINK_PARAM}=${token}`;

  const skipped: RoundOutcome['skipped'] = [];
  const sent: RoundOutcome['sent'] = [];
  // the round, its details and their e-mails are one transaction (decision 048): the e-mails are
  // queued with the details, and a relay that is down delays them without losing any
  const roundId = await deps.db.transaction().execute(async (tx) => {
    const roundId = await insertRound(
      tx,
      request.createdBy,
      orders.map((o) => o.ordNum),
    );
    for (const vendor of vendors) {
      if (vendor.unsubscribed) {
        skipped.push({ vendorNum: vendor.vendorNum, reason: 'unsubscribed' });
        continue;
      }
      const contacts = contactAddresses(vendor.contactEmail);
      const to = contacts.length > 0 ? contacts : await activeUserEmails(tx, vendor.id);
      if (to.length === 0) {
        skipped.push({ vendorNum: vendor.vendorNum, reason: 'no_addresses' });
        continue;
      }
      const { token, tokenHash } = newLinkToken();
      const detailId = await insertRoundDetail(tx, { roundId, vendorId: vendor.id, tokenHash, ttlDays });
      const email = renderTemplate('announcement-round', {
        companyName,
        vendorCompany: vendor.company,
        orders: announced,
        acceptUrl: link(ANNOUNCEMENT_ACCEPT_PAGE, token),
        declineUrl: link(ANNOUNCEMENT_DECLINE_PAGE, token),
        unsubscribeUrl: link(ANNOUNCEMENT_UNSUBSCRIBE_PAGE, token),
        expiresInDays: ttlDays,
      });
      await enqueueMail(tx, { to, ...email });
      // emailed_at: when the e-mail was queued
      await markEmailed(tx, detailId);
      sent.push({ vendorNum: vendor.vendorNum, to });
    }
    return roundId;
  });
  // a queued e-mail no longer fails here; the field stays for the callers that print it
  const failed: RoundOutcome['failed'] = [];
  return { roundId, sent, skipped, failed };
}
