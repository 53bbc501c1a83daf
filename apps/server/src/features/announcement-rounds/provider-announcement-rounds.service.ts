// Announcement rounds through the provider API (issue 17 point 2, decision 055). The company names the
// work orders and vendors by its own external ids; the round is made and e-mailed by the same
// `announceRound` as the admin CLI's. A round is e-mailed once, when it is created, and never changes
// after: the same request again answers the round as it is (nothing is sent twice), another one is
// 409. What the company reads back is each vendor's e-mail and current answer.
import {
  type AnnouncementRound,
  type AnnouncementRoundVendor,
  type PutAnnouncementRoundBody,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import { announceRound, type AnnouncementRoundDeps, type RoundPlan } from './announce-round.ts';
import {
  findOrdersByExternalIds,
  findVendorsByExternalIds,
  insertRound,
} from './announcement-rounds.repository.ts';
import {
  findRoundByExternalId,
  findRoundById,
  listRoundRows,
  lockRoundByExternalId,
  roundDetails,
  roundOrders,
  roundSkips,
  type RoundRow,
} from './announcement-round-view.repository.ts';
import { readRoundViews, vendorAnswerOf } from './read-rounds.ts';
import type { ListWindow } from '../../platform/provider/resource-answers.ts';

const PROVIDER_ACTOR = { kind: 'provider', id: null } as const;

export const roundNotFound = () =>
  new AppError('not_found', 'There is no announcement round with this external id.', {
    reason: 'not-found',
  });

const distinct = (ids: string[]) => [...new Set(ids)];

/** At most 20 ids named in a message, so that a long list cannot make a huge answer. */
function named(ids: string[]): string {
  const shown = ids.slice(0, 20).join(', ');
  return ids.length > 20 ? `${shown} and ${ids.length - 20} more` : shown;
}

/** The orders and vendors of the request; 400 naming every external id that is not known. */
async function planOf(tx: Db, workOrderIds: string[], vendorIds: string[]): Promise<RoundPlan> {
  const orders = await findOrdersByExternalIds(tx, workOrderIds);
  const unknownOrders = workOrderIds.filter((id) => !orders.some((o) => o.externalId === id));
  if (unknownOrders.length > 0)
    throw new AppError('bad_request', `Unknown work orders (external ids): ${named(unknownOrders)}.`, {
      reason: 'unknown-work-orders',
    });
  const vendors = await findVendorsByExternalIds(tx, vendorIds);
  const unknownVendors = vendorIds.filter((id) => !vendors.some((v) => v.externalId === id));
  if (unknownVendors.length > 0)
    throw new AppError('bad_request', `Unknown vendors (external ids): ${named(unknownVendors)}.`, {
      reason: 'unknown-vendors',
    });
  return { orders, vendors };
}

const sameSet = (a: (string | null)[], b: string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === b.length;

/** 409 unless the round `roundId` has exactly these orders and vendors. */
async function assertSameRound(tx: Db, round: RoundRow, workOrderIds: string[], vendorIds: string[]) {
  const [orders, details, skips] = await Promise.all([
    roundOrders(tx, [round.id]),
    roundDetails(tx, [round.id]),
    roundSkips(tx, [round.id]),
  ]);
  const vendors = [...details, ...skips].map((v) => v.externalId);
  if (
    !sameSet(
      orders.map((o) => o.externalId),
      workOrderIds,
    ) ||
    !sameSet(vendors, vendorIds)
  ) {
    throw new AppError(
      'conflict',
      'This announcement round was sent already with other work orders or vendors, and a sent round ' +
        'does not change; create a new round (another external id) for them.',
      { reason: 'round-already-sent' },
    );
  }
}

export type PutRoundResult = { created: boolean; round: AnnouncementRound };

/**
 * Creates the round `externalId` and queues its e-mails, all in one transaction; or, when it exists,
 * answers it as it is if the request names the same orders and vendors (409 otherwise). With
 * `expectedVersion` (If-Match) the round must exist at that version (412 otherwise).
 */
export async function putAnnouncementRound(
  deps: AnnouncementRoundDeps,
  externalId: string,
  body: PutAnnouncementRoundBody,
  options: { expectedVersion: number | undefined; createdBy: string },
): Promise<PutRoundResult> {
  const workOrderIds = distinct(body.workOrders);
  const vendorIds = distinct(body.vendors);
  return deps.db.transaction().execute(async (tx) => {
    let existing = await lockRoundByExternalId(tx, externalId);
    if (!existing) {
      if (options.expectedVersion !== undefined) throw preconditionFailed();
      const plan = await planOf(tx, workOrderIds, vendorIds);
      const roundId = await insertRound(tx, { createdBy: options.createdBy, externalId });
      if (roundId !== undefined) {
        await announceRound(tx, deps, { id: roundId, externalId }, plan, PROVIDER_ACTOR);
        return { created: true, round: (await readRounds(tx, [await findRoundById(tx, roundId)]))[0]! };
      }
      // a concurrent request created it first (the insert waited for its commit): compare with it
      existing = await lockRoundByExternalId(tx, externalId);
      if (!existing) throw new Error(`round ${externalId} neither inserted nor found`);
    }
    if (options.expectedVersion !== undefined && options.expectedVersion !== existing.version)
      throw preconditionFailed();
    await assertSameRound(tx, existing, workOrderIds, vendorIds);
    return { created: false, round: (await readRounds(tx, [existing]))[0]! };
  });
}

export async function getAnnouncementRound(db: Db, externalId: string): Promise<AnnouncementRound> {
  const row = await findRoundByExternalId(db, externalId);
  if (!row) throw roundNotFound();
  return (await readRounds(db, [row]))[0]!;
}

/** Up to `limit` rounds after the round `afterId`, each with its id for the page's cursor. */
export async function listAnnouncementRounds(
  db: Db,
  page: ListWindow,
): Promise<{ id: number; round: AnnouncementRound }[]> {
  const rows = await listRoundRows(db, page);
  const rounds = await readRounds(db, rows);
  return rows.map((row, i) => ({ id: row.id, round: rounds[i]! }));
}

/** The rounds `rows` as the company reads them, in the same order. */
async function readRounds(db: Db, rows: RoundRow[]): Promise<AnnouncementRound[]> {
  const views = await readRoundViews(db, rows);
  return views.map((view) => ({
    externalId: view.externalId,
    version: view.version,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
    workOrders: view.workOrders.map((o) => ({ externalId: o.externalId, poNum: o.poNum })),
    vendors: view.vendors.map((v): AnnouncementRoundVendor => ({
      externalId: v.externalId,
      ...vendorAnswerOf(v),
    })),
  }));
}
