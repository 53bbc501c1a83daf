// A write that meets another at the same moment is never a 500 (issue 14's rule, found again by a CI
// run where ten concurrent PUTs met on a unique code): a clash PostgreSQL reports and no service mapped
// is a 409 asking to try again, in the /api body and in the provider API's problem details alike.
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { CLASH_MESSAGE } from '../db/concurrent-clash.ts';
import { registerProblemHandlers } from '../provider/problem-details.ts';
import { registerErrorHandler } from './error-handler.ts';

const server = testServerForFile();

/** Routes that fail as PostgreSQL fails a clash: a real duplicate, and each clash code raised. */
function clashRoutes(app: FastifyInstance) {
  app.get('/duplicate', async () =>
    server.db.transaction().execute(async (tx) => {
      await sql`create temp table clash_probe (k int unique) on commit drop`.execute(tx);
      await sql`insert into clash_probe values (1)`.execute(tx);
      await sql`insert into clash_probe values (1)`.execute(tx);
    }),
  );
  app.get('/raised/:code', async (request) => {
    const { code } = request.params as { code: string };
    await sql`do ${sql.raw(`$$ begin raise sqlstate '${code}'; end $$`)}`.execute(server.db);
  });
  app.get('/other', async () => sql`select 1 / 0`.execute(server.db));
}

const PATHS = ['/duplicate', '/raised/40001', '/raised/40P01', '/raised/23505'];

describe('an unmapped clash with a concurrent change', () => {
  it('is a 409 asking to try again in the /api body, and other database errors stay 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    clashRoutes(app);
    try {
      for (const path of PATHS) {
        const res = await app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(409);
        expect(res.json(), path).toEqual({
          error: CLASH_MESSAGE,
          message: CLASH_MESSAGE,
          statusCode: 409,
          code: 'concurrent-change',
        });
      }
      expect((await app.inject({ method: 'GET', url: '/other' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });

  it('is a 409 problem in the provider API', async () => {
    const app = Fastify();
    registerProblemHandlers(app);
    clashRoutes(app);
    try {
      for (const path of PATHS) {
        const res = await app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(409);
        expect(res.headers['content-type'], path).toMatch(/application\/problem\+json/);
        expect(res.json(), path).toMatchObject({
          type: 'urn:vendor-portal:problem:concurrent-change',
          title: 'Conflict',
          status: 409,
          detail: CLASH_MESSAGE,
        });
      }
      expect((await app.inject({ method: 'GET', url: '/other' })).statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});
