// The staff console's announcement rounds (issue 18 point 2, decision 062). A round sent here is made
// by the same round maker as the provider API's and the admin CLI's (announce-round.ts): the
// same e-mails through the job queue, the same skips and the same `announcement-round.created` event,
// with the staff member as its actor. An award assigns an order of the round to a vendor that accepted
// it. Send and award write their staff audit row, with the values before and after, in their own
// transaction.
import {
  STAFF_ROUND_VENDOR_MATCH_LIMIT,
  type ListPage,
  type SendStaffRoundRequest,
  type StaffRound,
  type StaffRoundMatch,
  type StaffRoundOrder,
  type StaffRoundSummary,
  type StaffRoundVendorFilter,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { decodeCursor, pageOf } from '../../platform/http/list-cursor.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { recordStaffAction, type StaffActor } from '../../platform/identity/staff-audit-log.repository.ts';
import { announceRound, type AnnouncementRoundDeps } from './announce-round.ts';
import { findOrdersByOrdNums, findVendorsByIds, insertRound } from './announcement-rounds.repository.ts';
import { findRoundByIdIfAny } from './announcement-round-view.repository.ts';
import { readRoundViews, vendorAnswerOf, type RoundView } from './read-rounds.ts';
import { assignOrderToVendor, lockOrderForAssignment } from '../../domain/work-order-assignment.ts';
import { notDispatchableFor } from '../../domain/compliance/vendor-dispatchability.repository.ts';
import {
  listRoundSummaries,
  matchVendors,
  searchOrders,
  usStates,
  vendorsByIds,
} from './staff-rounds.repository.ts';
import { tradeCatalogCodes } from '../../domain/trade-catalog.repository.ts';
import { queueAwardEmail } from './award-email.ts';

export type StaffRoundsDeps = AnnouncementRoundDeps;
export type StaffOnAction = StaffActor & { staffId: number; ip: string };

export const ROUND_NOT_FOUND = 'There is no announcement round with this number.';
const roundNotFound = () => new AppError('not_found', ROUND_NOT_FOUND, { reason: 'not-found' });

const distinct = (ids: number[]) => [...new Set(ids)];

/** At most 20 ids named in a message. */
function named(ids: (number | string)[]): string {
  const shown = ids.slice(0, 20).join(', ');
  return ids.length > 20 ? `${shown} and ${ids.length - 20} more` : shown;
}

function toStaffRound(view: RoundView): StaffRound {
  return {
    id: view.id,
    externalId: view.externalId,
    createdAt: view.createdAt,
    createdBy: view.createdBy,
    version: view.version,
    updatedAt: view.updatedAt,
    workOrders: view.workOrders.map((o) => ({ ordNum: o.ordNum, poNum: o.poNum, vendor: o.vendor })),
    vendors: view.vendors.map((v) => ({
      vendorId: v.vendorId,
      ...vendorAnswerOf(v),
      unsubscribedAt: v.unsubscribedAt,
    })),
  };
}

/** A page of the rounds, newest first (an id cursor: the last id of the page before). */
export async function listStaffRounds(
  db: Db,
  page: { limit: number; cursor?: string | undefined },
): Promise<ListPage<StaffRoundSummary>> {
  const rows = await listRoundSummaries(db, page.limit + 1, decodeCursor(page.cursor));
  const { items, nextCursor } = pageOf(rows, page.limit, (r) => r.id);
  return {
    nextCursor,
    items: items.map((r) => {
      const vendors = r.emailed + r.skipped;
      return {
        id: r.id,
        externalId: r.externalId,
        createdAt: r.createdAt.toISOString(),
        createdBy: r.createdBy,
        poNums: r.poNums ?? [],
        vendors,
        emailed: r.emailed,
        skipped: r.skipped,
        accepted: r.accepted,
        declined: r.declined,
        unsubscribed: r.unsubscribed,
        noAnswer: r.noAnswer,
      };
    }),
  };
}

export async function roundOptions(db: Db) {
  const [trades, states] = await Promise.all([tradeCatalogCodes(db), usStates(db)]);
  return { trades, states };
}

export async function searchRoundOrders(db: Db, q: string): Promise<StaffRoundOrder[]> {
  const rows = await searchOrders(db, q);
  return rows.map((r) => ({
    ordNum: r.ordNum,
    poNum: r.poNum,
    category: r.category,
    orderType: r.orderType,
    status: r.status,
    locationName: r.locationName,
    city: r.city,
    state: r.state,
    zip: r.zip,
    vendor:
      r.vendorNum !== null && r.vendorCompany !== null
        ? { vendorNum: r.vendorNum, company: r.vendorCompany }
        : null,
  }));
}

export async function matchRoundVendors(
  db: Db,
  filter: StaffRoundVendorFilter,
): Promise<{ vendors: StaffRoundMatch[]; truncated: boolean }> {
  const rows = await matchVendors(db, filter, STAFF_ROUND_VENDOR_MATCH_LIMIT);
  const vendors = rows.slice(0, STAFF_ROUND_VENDOR_MATCH_LIMIT);
  // the composer marks who may not be dispatched (decision 112): for the trade asked, or any
  const blocked = await notDispatchableFor(
    db,
    vendors.map((v) => v.id),
  );
  const trade = filter.trade?.toLowerCase();
  return {
    vendors: vendors.map((v) => ({
      ...v,
      notDispatchable: (blocked.get(v.id) ?? [])
        .filter((b) => !trade || b.trade === null || b.trade.toLowerCase() === trade)
        .map(({ clientId, clientName, trade }) => ({ clientId, clientName, trade })),
    })),
    truncated: rows.length > STAFF_ROUND_VENDOR_MATCH_LIMIT,
  };
}

export async function getStaffRound(db: Db, roundId: number): Promise<StaffRound> {
  const row = await findRoundByIdIfAny(db, roundId);
  if (!row) throw roundNotFound();
  return toStaffRound((await readRoundViews(db, [row]))[0]!);
}

/**
 * Creates a round of the orders and vendors picked and queues its e-mails, all in one transaction with
 * its audit row: unsubscribed vendors (and those without an address) are kept as skips and get none.
 * Unknown orders or vendors are 400 naming them, and nothing is made.
 */
export async function sendStaffRound(
  deps: StaffRoundsDeps,
  body: SendStaffRoundRequest,
  staff: StaffOnAction,
): Promise<StaffRound> {
  const ordNums = distinct(body.ordNums);
  const vendorIds = distinct(body.vendorIds);
  return deps.db.transaction().execute(async (tx) => {
    const orders = await findOrdersByOrdNums(tx, ordNums);
    const unknownOrders = ordNums.filter((n) => !orders.some((o) => o.ordNum === n));
    if (unknownOrders.length > 0)
      throw new AppError('bad_request', `These orders do not exist: ${named(unknownOrders)}.`, {
        reason: 'unknown-work-orders',
      });
    const vendors = await findVendorsByIds(tx, vendorIds);
    const unknownVendors = vendorIds.filter((id) => !vendors.some((v) => v.id === id));
    if (unknownVendors.length > 0)
      throw new AppError('bad_request', `These vendors do not exist: ${named(unknownVendors)}.`, {
        reason: 'unknown-vendors',
      });
    const roundId = (await insertRound(tx, { createdBy: `staff:${staff.email}`, externalId: null }))!;
    const announced = await announceRound(
      tx,
      deps,
      { id: roundId, externalId: null },
      { orders, vendors },
      { kind: 'staff', id: staff.staffId },
    );
    await recordStaffAction(tx, {
      actor: staff,
      action: 'announcement-round.sent',
      subjectType: 'announcement-round',
      subjectId: roundId,
      before: null,
      after: {
        workOrders: orders.map((o) => o.poNum),
        emailed: announced.sent.map((s) => s.vendorNum),
        skipped: announced.skipped.map((s) => ({ vendorNum: s.vendorNum, reason: s.reason })),
      },
      ip: staff.ip,
    });
    const row = await findRoundByIdIfAny(tx, roundId);
    return toStaffRound((await readRoundViews(tx, [row!]))[0]!);
  });
}

/**
 * Awards the order `ordNum` of the round to `vendorId`: the order and its crew lines are assigned to
 * that vendor (the old vendor no longer sees it). Only a vendor that accepted this round may be
 * awarded (409 otherwise); an order not in the round is 400; an unknown round 404.
 */
export async function awardStaffRound(
  deps: StaffRoundsDeps,
  roundId: number,
  body: { ordNum: number; vendorId: number },
  staff: StaffOnAction,
): Promise<StaffRound> {
  return deps.db.transaction().execute(async (tx) => {
    // the round's lock orders awards of one round one after another
    const round = await findRoundByIdIfAny(tx, roundId, { lock: true });
    if (!round) throw roundNotFound();
    const view = (await readRoundViews(tx, [round]))[0]!;
    const order = view.workOrders.find((o) => o.ordNum === body.ordNum);
    if (!order)
      throw new AppError('bad_request', 'This order is not one of the round’s orders.', {
        reason: 'order-not-in-round',
      });
    const vendor = view.vendors.find((v) => v.vendorId === body.vendorId);
    if (!vendor || vendor.answer !== 'accepted')
      throw new AppError(
        'conflict',
        vendor
          ? `${vendor.company} has not accepted this round, so the order cannot be awarded to it.`
          : 'This vendor was not part of the round, so the order cannot be awarded to it.',
        { reason: 'vendor-did-not-accept' },
      );
    const locked = await lockOrderForAssignment(tx, body.ordNum);
    if (!locked) throw new AppError('not_found', 'This order no longer exists.', { reason: 'not-found' });
    const actor = { kind: 'staff', id: staff.staffId } as const;
    const assigned = await assignOrderToVendor(tx, body.ordNum, body.vendorId, actor);
    const previous = await vendorsByIds(tx, [
      ...new Set([
        ...(assigned.previousVendorId ? [assigned.previousVendorId] : []),
        ...assigned.previousCrewVendorIds,
      ]),
    ]);
    const numOf = (id: number | null) => previous.find((p) => p.id === id)?.vendorNum ?? null;
    await recordEvent(tx, {
      type: 'announcement-round.awarded',
      vendorId: body.vendorId,
      actor,
      subject: {
        roundId,
        roundExternalId: round.externalId,
        ordNum: body.ordNum,
        workOrderExternalId: assigned.externalId,
      },
      data: {
        poNum: assigned.poNum,
        vendorNum: vendor.vendorNum,
        previousVendorNum: numOf(assigned.previousVendorId ?? assigned.previousCrewVendorIds[0] ?? null),
      },
    });
    await recordStaffAction(tx, {
      actor: staff,
      action: 'work-order.awarded',
      subjectType: 'work-order',
      subjectId: body.ordNum,
      before: {
        poNum: assigned.poNum,
        vendorNum: numOf(assigned.previousVendorId),
        crewLineVendorNums: assigned.previousCrewVendorIds.map(numOf),
      },
      after: {
        poNum: assigned.poNum,
        vendorNum: vendor.vendorNum,
        crewLineVendorNums: [vendor.vendorNum],
        roundId,
      },
      vendorId: body.vendorId,
      ip: staff.ip,
    });
    // the awarded vendor hears of it (issue 38 point 11), through the job queue
    await queueAwardEmail(tx, deps.config.publicUrl, { vendorId: body.vendorId, poNum: assigned.poNum });
    return toStaffRound((await readRoundViews(tx, [round]))[0]!);
  });
}
