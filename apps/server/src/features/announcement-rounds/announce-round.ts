// Creating and sending an announcement round (the admin CLI by PO and vendor numbers, the provider API
// by the company's external ids, the staff console by the orders and vendors picked, decision 062):
// the orders are offered to each vendor; every vendor that has not unsubscribed gets one round detail
// with its own link token and one e-mail to its contact addresses (or, without any, its active users).
// Unsubscribed vendors get neither a detail nor an e-mail; they and the vendors with no address are
// kept as the round's skips (decision 055).
import {
  ANNOUNCEMENT_ACCEPT_PAGE,
  ANNOUNCEMENT_DECLINE_PAGE,
  ANNOUNCEMENT_LINK_PARAM,
  ANNOUNCEMENT_UNSUBSCRIBE_PAGE,
} from '@vp/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent, type EventActor } from '../../platform/events/record-event.ts';
import { enqueueMail } from '../../platform/mail/mail-queue.ts';
import { renderTemplate } from '../../platform/mail/templates.ts';
import { contactAddresses } from './contact-addresses.ts';
import { newLinkToken } from './link-tokens.ts';
import {
  activeUserEmails,
  findOrdersByPoNums,
  findVendorsByNums,
  insertRound,
  insertRoundDetail,
  insertRoundOrders,
  insertRoundSkip,
  markEmailed,
  type RoundOrderRow,
  type RoundVendorRow,
} from './announcement-rounds.repository.ts';
import { readPortalSetting } from '../../domain/portal-setting.repository.ts';

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

const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** What a round announces and to whom, found and checked by its caller. */
export type RoundPlan = { orders: RoundOrderRow[]; vendors: RoundVendorRow[] };

export type Announced = {
  sent: { vendorId: number; vendorNum: number; to: string[] }[];
  skipped: { vendorId: number; vendorNum: number; reason: 'unsubscribed' | 'no_addresses' }[];
};

/**
 * Fills the new round `round` in `tx`, the transaction that inserted it: its orders, a detail with a
 * link token and a queued e-mail per vendor that can get one, a skip for every other vendor, and the
 * round's event. The e-mails are queued with the details (decision 048), so a relay that is down
 * delays them without losing any, and a round that rolls back sends none.
 */
export async function announceRound(
  tx: Db,
  deps: AnnouncementRoundDeps,
  round: { id: number; externalId: string | null },
  plan: RoundPlan,
  actor: EventActor,
): Promise<Announced> {
  const ttlDays = deps.config.announcements.linkTtlDays;
  const companyName = (await readPortalSetting(tx, 'companyName')) ?? 'Facilities Services';
  const announced = plan.orders.map((o) => ({
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

  await insertRoundOrders(
    tx,
    round.id,
    plan.orders.map((o) => o.ordNum),
  );
  const result: Announced = { sent: [], skipped: [] };
  for (const vendor of plan.vendors) {
    const skip = async (reason: 'unsubscribed' | 'no_addresses') => {
      await insertRoundSkip(tx, { roundId: round.id, vendorId: vendor.id, reason });
      result.skipped.push({ vendorId: vendor.id, vendorNum: vendor.vendorNum, reason });
    };
    if (vendor.unsubscribed) {
      await skip('unsubscribed');
      continue;
    }
    const contacts = contactAddresses(vendor.contactEmail);
    const to = contacts.length > 0 ? contacts : await activeUserEmails(tx, vendor.id);
    if (to.length === 0) {
      await skip('no_addresses');
      continue;
    }
    const { token, tokenHash } = newLinkToken();
    const detailId = await insertRoundDetail(tx, {
      roundId: round.id,
      vendorId: vendor.id,
      tokenHash,
      ttlDays,
    });
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
    result.sent.push({ vendorId: vendor.id, vendorNum: vendor.vendorNum, to });
  }
  await recordEvent(tx, {
    type: 'announcement-round.created',
    vendorId: null,
    actor,
    subject: { roundId: round.id, roundExternalId: round.externalId },
    data: { workOrders: plan.orders.length, emailed: result.sent.length, skipped: result.skipped.length },
  });
  return result;
}

/** The admin CLI's round: orders by PO #, vendors by vendor #. */
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

  const { roundId, announced } = await deps.db.transaction().execute(async (tx) => {
    // a round without an external id never conflicts
    const roundId = (await insertRound(tx, { createdBy: request.createdBy, externalId: null }))!;
    const round = { id: roundId, externalId: null };
    // the admin CLI is the portal's own operator: no user of ours, so the system acts
    return {
      roundId,
      announced: await announceRound(tx, deps, round, { orders, vendors }, { kind: 'system' }),
    };
  });
  // a queued e-mail no longer fails here; the field stays for the callers that print it
  const failed: RoundOutcome['failed'] = [];
  return {
    roundId,
    sent: announced.sent.map(({ vendorNum, to }) => ({ vendorNum, to })),
    skipped: announced.skipped.map(({ vendorNum, reason }) => ({ vendorNum, reason })),
    failed,
  };
}
