// The server side of the sign-in benchmark, in its own process so that its CPU time can be read
// apart from the client's: the real app on embedded PostgreSQL, with benchmark users.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startBenchServer } from './bench-server.ts';
import { makeVerifier } from '../apps/server/src/platform/identity/password-verifier.ts';

export type ServerToBench =
  | { kind: 'ready'; url: string; emails: string[]; password: string }
  | { kind: 'cpu'; nodeMicros: number; postgresMicros: number | null };
export type BenchToServer = { kind: 'cpu' } | { kind: 'stop' };

const PASSWORD = 'Bench-Sign-In-2026';
const USERS = Number(process.env.BENCH_USERS ?? 8);

// Every sign-in of the bench comes from one address: the per-address limit on starts (against a flood
// from one address, platform/identity/sign-in-start-limit.ts) would refuse all but the first 60 a
// minute, which is not what this bench measures.
const server = await startBenchServer({ env: { AUTH_MAX_SIGN_IN_STARTS_PER_IP: '1000000' } });
const db = server.runtime.db;
const vendor = await db
  .insertInto('vendors')
  .values({ vendor_num: 778001, company: 'Sign-in Bench Co' })
  .returning('id')
  .executeTakeFirstOrThrow();
const emails = Array.from({ length: USERS }, (_, i) => `signin-bench-${i}@bench.example`);
for (const email of emails) {
  const secret = await makeVerifier(email, PASSWORD);
  await db
    .insertInto('users')
    .values({ vendor_id: vendor.id, email, srp_salt: secret.salt, srp_verifier: secret.verifier })
    .execute();
}

const ticksPerSecond = 100; // USER_HZ on Linux
function cpuMicrosOf(pid: number, withChildren: boolean): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields from state (3rd in the man page): utime is 14th, stime 15th, cutime 16th, cstime 17th
  const at = (n: number) => Number(fields[n - 3]);
  const ticks = at(14) + at(15) + (withChildren ? at(16) + at(17) : 0);
  return (ticks / ticksPerSecond) * 1e6;
}

/** CPU of the embedded PostgreSQL: the postmaster (with its exited children) and its live children. */
function postgresMicros(): number | null {
  if (process.env.BENCH_DATABASE_URL) return null;
  const postmaster = Number(
    readFileSync(join(server.runtime.config.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  let total = cpuMicrosOf(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += cpuMicrosOf(Number(entry), false);
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

const send = (message: ServerToBench) => process.send?.(message);
process.on('message', (message: BenchToServer) => {
  if (message.kind === 'cpu') {
    const usage = process.cpuUsage();
    send({ kind: 'cpu', nodeMicros: usage.user + usage.system, postgresMicros: postgresMicros() });
  } else {
    void server.stop().then(() => process.exit(0));
  }
});
send({ kind: 'ready', url: server.url, emails, password: PASSWORD });
