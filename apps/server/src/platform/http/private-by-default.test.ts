// Every /api route is private unless it stands on the public list (issue 14 point 10): each one is
// called without a session, with a body that is not even JSON, and must answer 401, not a 400 that
// names its fields: the session is checked before the body is read.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { isPublicRoute, PUBLIC_API_ROUTES } from './public-routes.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type OpenApi = { paths: Record<string, Record<string, unknown>> };

/** Every route of the OpenAPI document as [method, Fastify pattern, a concrete path]. */
async function apiRoutes(): Promise<[string, string, string][]> {
  const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi;
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method): [string, string, string] => [
        method.toUpperCase(),
        path.replace(/\{(\w+)\}/g, ':$1'),
        path.replace(/\{\w+\}/g, '1'),
      ]),
    );
}

it('answers 401 to every private /api call without a session, before reading its body', async () => {
  const routes = await apiRoutes();
  expect(routes.length).toBeGreaterThan(50);
  const privateRoutes = routes.filter(([method, pattern]) => !isPublicRoute(method, pattern));
  expect(privateRoutes.length).toBe(routes.length - (PUBLIC_API_ROUTES.length - 1)); // the document hides itself
  for (const [method, , path] of privateRoutes) {
    const res = await fetch(server.url + path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{"not json' }),
    });
    expect(res.status, `${method} ${path}`).toBe(401);
    expect(((await res.json()) as { error: string }).error, `${method} ${path}`).not.toMatch(
      /Invalid request|JSON/,
    );
  }
});

it('lets the public calls through without a session (they answer by their own rules)', async () => {
  const res = await fetch(`${server.url}/api/auth/sign-in/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@vendor.test' }),
  });
  expect(res.status).toBe(200);
  expect((await fetch(`${server.url}/api/openapi.json`)).status).toBe(200);
});
