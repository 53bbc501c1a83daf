// GET /metrics: the admission lines' gauges in Prometheus's text format, for callers on this machine
// (no METRICS_TOKEN) or with the token; anyone else gets 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';

const sample = (text: string, name: string, line: string) =>
  Number(new RegExp(`^vp_${name}\\{line="${line}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);

describe('on this machine, without a token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('shows the search and KDF lines, counting the searches made', async () => {
    const before = await api(server, '/metrics');
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(before.text).toContain('# TYPE vp_admission_waiting gauge');
    for (const line of ['search', 'kdf'])
      for (const name of ['admission_running', 'admission_waiting', 'admission_refused_total'])
        expect(sample(before.text, name, line), `${name} ${line}`).toBe(0);
    const me = await server.signIn();
    const day = new Date().toISOString().slice(0, 10);
    const search = await api(server, '/api/get-order-by-vendor-num', {
      method: 'POST',
      token: me.token,
      body: { onsiteStartDate: day, onsiteEndDate: day, wOStatus: '', locationNum: '', pONum: '' },
    });
    expect(search.status).toBe(200);
    const after = await api(server, '/metrics');
    expect(sample(after.text, 'admission_admitted_total', 'search')).toBe(
      sample(before.text, 'admission_admitted_total', 'search') + 1,
    );
  });
});

describe('with METRICS_TOKEN', () => {
  let server: TestServer;
  const token = 'metrics-token-for-the-test-0123456789';
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN: token } });
  });
  afterAll(() => server.close());

  it('wants the bearer token, and answers 404 without it or with another', async () => {
    expect((await api(server, '/metrics')).status).toBe(404);
    expect((await api(server, '/metrics', { token: 'x'.repeat(token.length) })).status).toBe(404);
    const shown = await api(server, '/metrics', { token });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('vp_admission_running{line="search"} 0');
  });
});
