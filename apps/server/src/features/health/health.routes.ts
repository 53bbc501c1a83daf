// /healthz: the process is up. /readyz: the database answers (load balancers route on this one).
import type { FastifyInstance } from 'fastify';
import { isDatabaseReachable, type Db } from '../../platform/db/database.ts';

export function healthRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (_request, reply) => {
      const ready = await isDatabaseReachable(db);
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unreachable' });
    });
  };
}
