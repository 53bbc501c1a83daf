// The server under test of photos.bench.ts, in a process of its own so that its memory is its own
// (VmRSS, and the kernel's peak VmHWM, reset before the burst): the real app on an embedded PostgreSQL
// in a temp folder, the local blob store, a vendor with a signed-in user and one crew line.
// UPLOADS_MAX_CONCURRENT comes from the environment the benchmark gives it.
import { readFileSync, writeFileSync } from 'node:fs';
import { startBenchServer } from './bench-server.ts';
import { openSession } from '../apps/server/src/features/auth/sessions.service.ts';
import { createUser, createVendor } from '../apps/server/test/fixtures/vendors.ts';
import { addTestOrder } from '../apps/server/test/fixtures/orders.ts';

export type PhotosAsk = { cmd: 'resetPeak' } | { cmd: 'memory' } | { cmd: 'stop' };
export type PhotosMemory = { rss: number; peak: number };
export type PhotosReady = { url: string; token: string; ocdId: number; maxConcurrent: number };

function memory(): PhotosMemory {
  const status = readFileSync('/proc/self/status', 'utf8').split('\n');
  const kib = (name: string) =>
    Number(/(\d+) kB/.exec(status.find((l) => l.startsWith(name)) ?? '')?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS:'), peak: kib('VmHWM:') };
}

const server = await startBenchServer({
  env: { UPLOADS_MAX_CONCURRENT: process.env.UPLOADS_MAX_CONCURRENT ?? '8' },
});
const { db } = server.runtime;
const vendor = await createVendor(db, 'Photo Bench Co');
const user = await createUser(db, vendor.vendorId);
const order = await addTestOrder(db, vendor.vendorId);
const { idToken } = await openSession(server.runtime, user);

process.on('message', (ask: PhotosAsk) => {
  void (async () => {
    if (ask.cmd === 'resetPeak') writeFileSync('/proc/self/clear_refs', '5'); // VmHWM := current RSS
    if (ask.cmd === 'stop') await server.stop();
    process.send!(memory(), () => ask.cmd === 'stop' && process.exit(0));
  })();
});
const ready: PhotosReady = {
  url: server.url,
  token: idToken,
  ocdId: order.ocdId,
  maxConcurrent: server.runtime.config.blobs.maxConcurrentUploads,
};
process.send!(ready);
