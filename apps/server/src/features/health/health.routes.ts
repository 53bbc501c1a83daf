// /healthz: the process is up. /readyz: the database answers and its schema fits this code (load
// balancers route on this one; a schema behind or too far ahead says so here, decision 120).
import type { FastifyInstance } from 'fastify';
import { isDatabaseReachable, type Db } from '../../platform/db/database.ts';
import type { SchemaGate } from '../../platform/db/schema-gate.ts';

export function healthRoutes(db: Db, schema?: SchemaGate, draining?: () => boolean) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (_request, reply) => {
      // a server told to stop: out of the load balancer's rotation first, then it closes (SHUTDOWN_DRAIN_MS)
      if (draining?.()) return reply.status(503).send({ status: 'draining' });
      if (schema && !schema.state().ok) return reply.status(503).send({ status: schema.reason() });
      const ready = await isDatabaseReachable(db);
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'database unreachable' });
    });
  };
}
