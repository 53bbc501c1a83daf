// The benchmark's side of measured-server.ts (photos.bench.ts, uploads.bench.ts): forks the server
// under test with the `serve` script's node flags, a database migrated before it starts (or migrated by
// the server itself with BENCH_SERVER_MIGRATES=1, as a fresh checkout's first start), and a vendor
// with a signed-in user and one order made on that database by the benchmark, not by the server.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openRuntime, type Runtime } from '../apps/server/src/runtime.ts';
import { openSession } from '../apps/server/src/features/auth/sessions.service.ts';
import { createUser, createVendor } from '../apps/server/test/fixtures/vendors.ts';
import { addTestOrder } from '../apps/server/test/fixtures/orders.ts';
import { databaseUrlOf, serveNodeFlags, startBenchServer } from './bench-server.ts';
import type { MeasuredAsk, MeasuredMemory, MeasuredReady } from './measured-server.ts';

export type { MeasuredMemory };

export type MeasuredServer = {
  url: string;
  maxConcurrent: number;
  /** whether the server process migrated its database at start (BENCH_SERVER_MIGRATES=1) */
  migratedAtStart: boolean;
  /** a vendor of its own with a signed-in user (a bearer token) and one order with its crew line */
  vendor: { token: string; ordNum: number; ocdId: number };
  /** RSS now; the kernel's peak (VmHWM) set to it */
  resetPeak(): Promise<MeasuredMemory>;
  /** RSS now and the peak since the last reset */
  memory(): Promise<MeasuredMemory>;
  stop(): Promise<void>;
};

export const SERVER_MIGRATES = process.env.BENCH_SERVER_MIGRATES === '1';

function ask(child: ChildProcess, message: MeasuredAsk): Promise<MeasuredMemory> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as MeasuredMemory));
    child.send(message);
  });
}

/** Its own database on an embedded PostgreSQL, migrated (the benchmark's, for every round). */
let host: Awaited<ReturnType<typeof startBenchServer>> | undefined;

export async function forkMeasuredServer(options: {
  env?: Record<string, string>;
  vendorName: string;
}): Promise<MeasuredServer> {
  if (!SERVER_MIGRATES) host ??= await startBenchServer();
  const child = fork(join(import.meta.dirname, 'measured-server.ts'), [], {
    execArgv: [...process.execArgv, ...serveNodeFlags()],
    env: {
      ...process.env,
      ...options.env,
      ...(host ? { MEASURED_SERVER_DATABASE_URL: databaseUrlOf(host.runtime) } : {}),
    },
  });
  const ready = await new Promise<MeasuredReady>((resolve, reject) => {
    child.once('message', (m) => resolve(m as MeasuredReady));
    child.once('exit', (code) => reject(new Error(`the measured server exited with ${code}`)));
  });
  // the benchmark's own handle on the server's database: the host's, or one opened on the server's
  let runtime: Runtime;
  let closeRuntime = async () => undefined as void;
  if (host) runtime = host.runtime;
  else {
    const dataDir = mkdtempSync(join(tmpdir(), 'vp-bench-seed-'));
    runtime = await openRuntime(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: ready.databaseUrl, MIGRATE_ON_START: 'false' }),
      { info: () => undefined, error: (m) => console.error(m) },
    );
    closeRuntime = async () => {
      await runtime.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const { vendorId } = await createVendor(runtime.db, options.vendorName);
  const user = await createUser(runtime.db, vendorId);
  const order = await addTestOrder(runtime.db, vendorId);
  const { idToken } = await openSession(runtime, user);
  await closeRuntime();
  return {
    url: ready.url,
    maxConcurrent: ready.maxConcurrent,
    migratedAtStart: !host,
    vendor: { token: idToken, ordNum: order.ordNum, ocdId: order.ocdId },
    resetPeak: () => ask(child, { cmd: 'resetPeak' }),
    memory: () => ask(child, { cmd: 'memory' }),
    stop: async () => {
      await ask(child, { cmd: 'stop' });
    },
  };
}

/** Stops the benchmark's database (after the last round). */
export async function stopMeasuredServerHost(): Promise<void> {
  await host?.stop();
  host = undefined;
}
