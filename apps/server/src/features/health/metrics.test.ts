// GET /metrics: the admission lines' gauges in Prometheus's text format, for callers on this machine
// (no METRICS_TOKEN) or with the token; anyone else gets 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../platform/db/database.ts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { searchWorkOrdersCall, validateVendorPortalUserCall } from '@vp/contracts';

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
    const search = await server.call(
      searchWorkOrdersCall,
      { body: { onsiteStartDate: day, onsiteEndDate: day, wOStatus: '', locationNum: '', pONum: '' } },
      { as: me },
    );
    expect(search.status).toBe(200);
    const after = await api(server, '/metrics');
    expect(sample(after.text, 'admission_admitted_total', 'search')).toBe(
      sample(before.text, 'admission_admitted_total', 'search') + 1,
    );
  });

  it('shows the answers by class, the job queue and the database (issue 42 point 6)', async () => {
    await api(server, '/api/no-such-call');
    const text = (await api(server, '/metrics')).text;
    const single = (name: string) =>
      Number(new RegExp(`^vp_${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    expect(Number(/^vp_http_responses_total\{class="4xx"\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^vp_http_responses_total\{class="5xx"\} 0$/m);
    expect(single('database_figures')).toBe(1);
    for (const name of [
      'jobs_due',
      'jobs_due_oldest_seconds',
      'jobs_running',
      'jobs_retrying',
      'jobs_failed',
    ])
      expect(single(name), name).toBeGreaterThanOrEqual(0);
    expect(text).toContain('# TYPE vp_webhook_consecutive_failures gauge');
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

describe('where requests queue in the process: its event loop and its pool', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ poolMax: 2 });
  });
  afterAll(() => server.close());

  /** a series' value, by its whole name and labels as the text format writes them */
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return Number(line?.slice(series.length + 1) ?? Number.NaN);
  };
  const over100ms = (text: string, name: string) =>
    value(text, `vp_${name}_count`) - value(text, `vp_${name}_bucket{le="0.1"}`);

  it('counts a task that held the event loop in the lag histogram', async () => {
    const before = (await api(server, '/metrics')).text;
    expect(before).toContain('# TYPE vp_event_loop_lag_seconds histogram');
    // the process does nothing else for 150 ms, as a long synchronous task would
    const until = performance.now() + 150;
    while (performance.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const after = (await api(server, '/metrics')).text;
    // at least this hold: on a loaded machine (an npm test run beside the end-to-end tests) the process
    // can also stall by itself between the two reads
    expect(over100ms(after, 'event_loop_lag_seconds')).toBeGreaterThanOrEqual(
      over100ms(before, 'event_loop_lag_seconds') + 1,
    );
    expect(value(after, 'vp_event_loop_lag_seconds_max')).toBeGreaterThanOrEqual(0.1);
    expect(value(after, 'vp_event_loop_lag_seconds_count')).toBeGreaterThan(
      value(before, 'vp_event_loop_lag_seconds_count'),
    );
  });

  it('times a query that waited for a connection, and shows it waiting meanwhile', async () => {
    const me = await server.signIn();
    const before = (await api(server, '/metrics')).text;
    // every connection of the pool (2) taken, as by two long queries
    const pool = poolOf(server.db);
    const held = [await pool.connect(), await pool.connect()];
    const call = server.call(validateVendorPortalUserCall, {}, { as: me });
    // at least the call: the app's own periodic work (the job runner's and webhook dispatcher's polls) can
    // be waiting beside it on a loaded machine (seen as 2 in an npm test run beside the e2e tests)
    await expect
      .poll(async () => value((await api(server, '/metrics')).text, 'vp_db_pool_waiting'))
      .toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const client of held) client.release();
    expect((await call).status).toBe(200);
    const after = (await api(server, '/metrics')).text;
    expect(over100ms(after, 'db_pool_wait_seconds')).toBeGreaterThanOrEqual(
      over100ms(before, 'db_pool_wait_seconds') + 1,
    );
    expect(value(after, 'vp_db_pool_wait_seconds_max')).toBeGreaterThanOrEqual(0.1);
    expect(value(after, 'vp_db_pool_waiting')).toBe(0);
    expect(value(after, 'vp_db_pool_connections')).toBeLessThanOrEqual(2);
  });
});
