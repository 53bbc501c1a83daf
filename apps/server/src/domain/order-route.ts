// The route of a vendor call on one order (`:ordNum`): the handler runs once the user is known to reach
// the order (order-reach.ts), as the work-order details' and the order documents' calls all ask.
import type { ApiCall } from '@vp/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../platform/db/database.ts';
import { callRouter, type CallReply } from '../platform/http/route-call.ts';
import { sessionOf, type VendorSession } from '../platform/http/session.ts';
import { assertReachesOrder } from './order-reach.ts';

type OrderCall = ApiCall & { params: z.ZodType<{ ordNum: number }> };

/** `const orderRoute = orderRouter(app, db)`, then `orderRoute(call, (session, ordNum) => answer)`. */
export function orderRouter(app: FastifyInstance, db: Db) {
  const route = callRouter(app);
  return function orderRoute<C extends OrderCall>(
    call: C,
    answer: (session: VendorSession, ordNum: number) => Promise<CallReply<C>>,
  ): void {
    route(call, async (request) => {
      // the contract's params are { ordNum } (OrderCall); the generic request type does not narrow to them
      const { ordNum } = request.params as { ordNum: number };
      const session = sessionOf(request);
      await assertReachesOrder(db, session, ordNum);
      return answer(session, ordNum);
    });
  };
}
