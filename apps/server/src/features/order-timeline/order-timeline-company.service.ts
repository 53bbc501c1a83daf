// The company's side of a work order's timeline (decision 119): the console names the order by its
// number, the provider API by its external id; an unknown one is 404 on both.
import type { OrderTimelineResponse } from '@vp/contracts';
import { WORK_ORDER_NOT_FOUND } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { orderExists, ordNumOfExternalId } from './order-timeline.repository.ts';
import { readOrderTimeline } from './order-timeline.service.ts';

export async function readCompanyOrderTimeline(
  db: Db,
  order: { ordNum: number } | { externalId: string },
  page: { limit: number; cursor?: string | undefined },
): Promise<OrderTimelineResponse> {
  const ordNum =
    'ordNum' in order
      ? (await orderExists(db, order.ordNum))
        ? order.ordNum
        : undefined
      : await ordNumOfExternalId(db, order.externalId);
  if (ordNum === undefined) throw new AppError('not_found', WORK_ORDER_NOT_FOUND, { reason: 'not-found' });
  return readOrderTimeline(db, { ordNum, vendorId: null, limit: page.limit, cursor: page.cursor });
}
