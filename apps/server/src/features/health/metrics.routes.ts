// GET /metrics (issue 19 point 5): the admission lines' gauges and counts in Prometheus's text format,
// so IT sees searches waiting for the database, and password checks waiting for the KDF, before users
// feel them. Not for the world: with METRICS_TOKEN set it wants that bearer token; without it, it
// answers only callers on this machine (a scraper beside the process), and 404 to anyone else.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PoolStats } from '../../platform/db/pool-waits.ts';
import type { AdmissionStats } from '../../platform/http/admission.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Db } from '../../platform/db/database.ts';
import type { ResponseCounts } from '../../platform/http/response-counts.ts';
import {
  queueFigures,
  webhookFigures,
  type QueueFigures,
  type WebhookFigures,
} from './metrics.repository.ts';
import { LATENCY_BUCKETS_MS, type HistogramSnapshot } from '../../platform/process/latency-histogram.ts';

export type MetricsDeps = {
  /** each admission line by its name in the metrics (e.g. `search`, `kdf`) */
  lines: Record<string, () => AdmissionStats>;
  /** the kept work-order search answers of this process (decision 071) */
  searchAnswers: () => SearchAnswersStats;
  /** the kept vendor session checks of this process (decision 088) */
  sessionChecks: () => SessionChecksStats;
  /** where this process's requests queue before the database: its event loop and its pool */
  processHealth: () => ProcessHealth;
  /** this process's answers by status class (issue 42 point 6) */
  responses: () => ResponseCounts;
  /** the database the queue and webhook figures are read from */
  db: Db;
  token: string | undefined;
};

export type ProcessHealth = { eventLoopLag: HistogramSnapshot; pool: PoolStats };

export type SearchAnswersStats = { answers: number; bytes: number; hits: number; misses: number };
export type SessionChecksStats = { hits: number; asked: number; kept: number; listening: boolean };

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function allowed(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** A histogram in the text format: cumulative buckets in seconds, their sum and count. */
function histogramLines(name: string, help: string, h: HistogramSnapshot): string[] {
  return [
    `# HELP vp_${name} ${help}`,
    `# TYPE vp_${name} histogram`,
    ...LATENCY_BUCKETS_MS.map((ms, i) => `vp_${name}_bucket{le="${ms / 1000}"} ${h.atMost[i] ?? 0}`),
    `vp_${name}_bucket{le="+Inf"} ${h.count}`,
    `vp_${name}_sum ${h.sumMs / 1000}`,
    `vp_${name}_count ${h.count}`,
  ];
}

/** The text format: a HELP and TYPE line per metric, then one sample per line. */
export function metricsText(
  lines: Record<string, AdmissionStats>,
  answers: SearchAnswersStats,
  sessions: SessionChecksStats,
  health: ProcessHealth,
): string {
  const out: string[] = [];
  const metric = (
    name: string,
    type: 'gauge' | 'counter',
    help: string,
    value: (s: AdmissionStats) => number,
  ) => {
    out.push(`# HELP vp_${name} ${help}`, `# TYPE vp_${name} ${type}`);
    for (const [line, stats] of Object.entries(lines)) out.push(`vp_${name}{line="${line}"} ${value(stats)}`);
  };
  metric('admission_running', 'gauge', 'Work holding a turn now.', (s) => s.running);
  metric('admission_waiting', 'gauge', 'Callers waiting for a turn now.', (s) => s.waiting);
  metric('admission_admitted_total', 'counter', 'Turns given since start.', (s) => s.admitted);
  metric('admission_waited_total', 'counter', 'Turns that had to wait.', (s) => s.waited);
  metric(
    'admission_wait_seconds_total',
    'counter',
    'Time spent waiting for turns.',
    (s) => s.waitedMsTotal / 1000,
  );
  metric('admission_wait_seconds_max', 'gauge', 'The longest wait since start.', (s) => s.waitedMsMax / 1000);
  metric(
    'admission_refused_total',
    'counter',
    'Callers refused with 503: the line was full.',
    (s) => s.refused,
  );
  const single = (name: string, type: 'gauge' | 'counter', help: string, value: number) =>
    out.push(`# HELP vp_${name} ${help}`, `# TYPE vp_${name} ${type}`, `vp_${name} ${value}`);
  single('search_answers_kept', 'gauge', 'Work-order search answers kept now.', answers.answers);
  single('search_answers_kept_bytes', 'gauge', 'Their compressed bytes.', answers.bytes);
  single('search_answers_kept_hits_total', 'counter', 'Searches answered from a kept answer.', answers.hits);
  single(
    'search_answers_kept_misses_total',
    'counter',
    'Searches that read their rows (none kept, or kept at an older version).',
    answers.misses,
  );
  single('session_checks_kept', 'gauge', 'Vendor session checks kept now.', sessions.kept);
  single(
    'session_checks_listening',
    'gauge',
    '1 while the LISTEN for session changes is up (else nothing is kept: every check asks the database).',
    sessions.listening ? 1 : 0,
  );
  single('session_checks_total', 'counter', 'Vendor session checks asked for.', sessions.asked);
  single(
    'session_checks_kept_hits_total',
    'counter',
    'Vendor session checks answered from a kept one, without the database.',
    sessions.hits,
  );
  out.push(
    ...histogramLines(
      'event_loop_lag_seconds',
      'How late a 20 ms timer ran: every request of this process waited as long.',
      health.eventLoopLag,
    ),
  );
  single(
    'event_loop_lag_seconds_max',
    'gauge',
    'The most a timer ran late since start.',
    health.eventLoopLag.maxMs / 1000,
  );
  out.push(
    ...histogramLines(
      'db_pool_wait_seconds',
      'How long each query waited for a pool connection (a free one, or a new one made).',
      health.pool.waits,
    ),
  );
  single(
    'db_pool_wait_seconds_max',
    'gauge',
    'The longest wait for a connection since start.',
    health.pool.waits.maxMs / 1000,
  );
  single('db_pool_connections', 'gauge', 'Connections open now.', health.pool.open);
  single('db_pool_connections_idle', 'gauge', 'Open connections idle now.', health.pool.idle);
  single('db_pool_waiting', 'gauge', 'Queries waiting for a connection now.', health.pool.waiting);
  return out.join('\n') + '\n';
}

/** The series of issue 42 point 6: answers by class, the job queue, each webhook; null = the database did not answer. */
function operationsText(
  responses: ResponseCounts,
  database: { queue: QueueFigures; webhooks: WebhookFigures[] } | null,
): string {
  const out = [
    '# HELP vp_http_responses_total Answers of this process by status class (503 apart: refusals a load balancer retries).',
    '# TYPE vp_http_responses_total counter',
    ...Object.entries(responses).map(([cls, n]) => `vp_http_responses_total{class="${cls}"} ${n}`),
    '# HELP vp_database_figures 1 when this scrape read the queue and webhook figures (0: the pool had no idle connection, or the database did not answer within 1 s).',
    '# TYPE vp_database_figures gauge',
    `vp_database_figures ${database ? 1 : 0}`,
  ];
  if (database) {
    const { queue, webhooks } = database;
    const gauge = (name: string, help: string, value: number) =>
      out.push(`# HELP vp_${name} ${help}`, `# TYPE vp_${name} gauge`, `vp_${name} ${value}`);
    gauge(
      'jobs_due',
      'Jobs (mail, webhook deliveries, housekeeping) due and not yet taken: the queue depth.',
      queue.due,
    );
    gauge('jobs_due_oldest_seconds', 'How long the oldest due job has waited.', queue.oldestDueSeconds);
    gauge('jobs_running', 'Jobs being run now.', queue.running);
    gauge('jobs_retrying', 'Jobs that failed and wait for their next try.', queue.retrying);
    gauge(
      'jobs_failed',
      'Jobs that used all their tries (kept in graphile_worker.jobs with last_error).',
      queue.failed,
    );
    const each = (name: string, help: string, value: (w: WebhookFigures) => number) => {
      out.push(`# HELP vp_${name} ${help}`, `# TYPE vp_${name} gauge`);
      for (const w of webhooks) out.push(`vp_${name}{subscription="${w.subscription}"} ${value(w)}`);
    };
    each(
      'webhook_consecutive_failures',
      'Failed deliveries in a row of an enabled webhook subscription.',
      (w) => w.consecutiveFailures,
    );
    each(
      'webhook_suspended',
      '1 while the subscription is suspended after too many failures in a row.',
      (w) => (w.suspended ? 1 : 0),
    );
    each(
      'webhook_deliveries_retrying',
      'Deliveries that failed and wait for their next try.',
      (w) => w.retrying,
    );
    each('webhook_deliveries_failed', 'Deliveries that used the whole retry schedule.', (w) => w.failed);
  }
  return out.join('\n') + '\n';
}

// the figures wait at most this long for the database: a pool that is all busy (what the pool series
// show) must not hold the scrape that shows it
const DATABASE_FIGURES_WAIT_MS = 1000;

async function readDatabaseFigures(db: Db, pool: PoolStats) {
  // a pool with no idle connection is what the pool series are there to show: the scrape does not queue
  // behind the requests (nor add to their wait)
  if (pool.waiting > 0 || (pool.idle === 0 && pool.open > 0)) return null;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DATABASE_FIGURES_WAIT_MS);
  });
  const read = Promise.all([queueFigures(db), webhookFigures(db)]).then(
    ([queue, webhooks]) => ({ queue, webhooks }),
    // the process's own figures still answer: an outage shows as vp_database_figures 0 (and /readyz)
    () => null,
  );
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function metricsRoutes(deps: MetricsDeps) {
  return async (app: FastifyInstance) => {
    app.get('/metrics', async (request, reply) => {
      // as if there were nothing here (not the web app's page either)
      if (!allowed(request, deps.token)) throw new AppError('not_found', 'Not found.');
      const lines = Object.fromEntries(Object.entries(deps.lines).map(([name, read]) => [name, read()]));
      const health = deps.processHealth();
      return reply
        .type('text/plain; version=0.0.4; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          metricsText(lines, deps.searchAnswers(), deps.sessionChecks(), health) +
            operationsText(deps.responses(), await readDatabaseFigures(deps.db, health.pool)),
        );
    });
  };
}
