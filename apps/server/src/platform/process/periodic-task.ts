// A task run at start and then every `intervalMs`, never two runs at once, failures logged (the next
// run tries again). The timer does not keep the process alive. Returns the function that stops it.
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

export function startPeriodicTask(
  name: string,
  intervalMs: number,
  run: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): () => void {
  let running = false;
  const once = async () => {
    if (running) return;
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
