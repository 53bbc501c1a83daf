// Answers of this process by status class, for /metrics (issue 42 point 6): a rate of 5xx is what to
// alert on; 503s are counted apart from other 5xx, since a full line, a closing server or a schema that
// does not fit answers 503 by design and a load balancer retries it elsewhere.
import type { FastifyInstance } from 'fastify';

export type ResponseCounts = Record<'2xx' | '3xx' | '4xx' | '503' | '5xx', number>;

export function countResponses(app: FastifyInstance): () => ResponseCounts {
  const counts: ResponseCounts = { '2xx': 0, '3xx': 0, '4xx': 0, '503': 0, '5xx': 0 };
  app.addHook('onResponse', async (_request, reply) => {
    const status = reply.statusCode;
    if (status === 503) counts['503']++;
    else if (status >= 500) counts['5xx']++;
    else if (status >= 400) counts['4xx']++;
    else if (status >= 300) counts['3xx']++;
    else counts['2xx']++;
  });
  return () => ({ ...counts });
}
