// A task run at start and then every `intervalMs`, never two runs at once, failures logged (the next
// run tries again). The timer does not keep the process alive. Returns the function that stops it.
import type { FastifyBaseLogger } from 'fastify';

export function startPeriodicTask(
  name: string,
  intervalMs: number,
  run: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error'>,
): () => void {
  let running = false;
  const once = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (err) {
      log.error({ err }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  void once();
  const timer = setInterval(() => void once(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
