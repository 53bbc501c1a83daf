// A task run at start and then every `intervalMs`, never two runs at once, failures logged (the next
// run tries again). The timer does not keep the process alive. Returns the function that stops it.
// A task given a condition (the schema gate: decision 126) skips its runs while the condition does
// not hold, and says so once when it starts waiting and once when it goes on: a sweep on a schema
// behind or too far ahead of its code would fail on a missing table at best, and at worst act on
// columns that a newer release means differently.
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** What a task waits for; the schema gate (platform/db/schema-gate.ts) is one. */
export type RunCondition = { state(): { ok: boolean }; reason(): string };

export function startPeriodicTask(
  name: string,
  intervalMs: number,
  run: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  runsWhen?: RunCondition,
): () => void {
  let running = false;
  let waiting = false;
  const once = async () => {
    if (running) return;
    if (runsWhen && !runsWhen.state().ok) {
      if (!waiting) log.warn(`${name} waits until the schema fits: ${runsWhen.reason()}`);
      waiting = true;
      return;
    }
    if (waiting) log.warn(`${name} goes on: ${runsWhen?.reason() ?? ''}`);
    waiting = false;
    running = true;
    try {
      await run();
    } catch (err) {
      // a database that is stopping (every Ctrl+C) or away: the next run tries again, and requests and
      // /readyz report an outage that lasts (decision 098)
      if (isDatabaseUnavailable(err)) log.warn({ err }, `${name} failed: the database is unavailable`);
      else log.error({ err }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  void once();
  const timer = setInterval(() => void once(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
