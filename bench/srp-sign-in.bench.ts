// Sign-in figures: server CPU per SRP sign-in (start + finish: decoy-proof challenge, proof check,
// session, refresh token, audit and throttle queries) and sign-ins per second on this machine. The
// server runs in its own process, so its CPU is read apart from the client's; the client's PBKDF2 runs
// once per user beforehand (a browser's cost, not the server's). Goal: at most 50 ms of server CPU.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import client from 'secure-remote-password/client.js';
import reference from 'secure-remote-password/server.js';
import { signInFinishCall, signInStartCall } from '@vp/contracts';
import { clientSession, deriveClientSecret, type ClientSecret } from './fast-srp-client.ts';
import type { BenchToServer, ServerToBench } from './srp-sign-in-server.ts';

const SIGN_INS = Number(process.env.BENCH_SIGN_INS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const child = fork(join(import.meta.dirname, 'srp-sign-in-server.ts'), {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const nextMessage = <K extends ServerToBench['kind']>(kind: K) =>
  new Promise<Extract<ServerToBench, { kind: K }>>((resolve) => {
    const on = (message: ServerToBench) => {
      if (message.kind !== kind) return;
      child.off('message', on);
      resolve(message as Extract<ServerToBench, { kind: K }>);
    };
    child.on('message', on);
  });
const ask = (message: BenchToServer) => child.send(message);
async function cpu() {
  const reply = nextMessage('cpu');
  ask({ kind: 'cpu' });
  return reply;
}

// a failure here must not leave the server process behind (it holds this bench's output open)
process.on('exit', () => child.kill());
const ready = await nextMessage('ready');
const post = async (path: string, body: unknown) => {
  const res = await fetch(ready.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, string> };
};

// the browser's PBKDF2, once per user, before measuring
const secrets: ClientSecret[] = [];
for (const email of ready.emails) {
  const start = await post(signInStartCall.path, { email });
  secrets.push(deriveClientSecret(email, ready.password, start.json.salt!, Number(start.json.kdfIterations)));
}

let failures = 0;
async function signIn(secret: ClientSecret): Promise<number> {
  const t0 = performance.now();
  const start = await post(signInStartCall.path, { email: secret.username });
  if (start.status !== 200)
    throw new Error(`sign-in start answered ${start.status}: ${JSON.stringify(start.json)}`);
  const session = clientSession(secret, start.json.serverEphemeral!);
  const finish = await post(signInFinishCall.path, {
    challengeId: start.json.challengeId,
    clientEphemeral: session.clientEphemeral,
    clientProof: session.clientProof,
  });
  if (finish.status !== 200 || finish.json.serverProof !== session.expectedServerProof) failures++;
  return performance.now() - t0;
}

async function run(count: number, concurrency: number): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        latencies.push(await signIn(secrets[i % secrets.length]!));
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

await run(40, CONCURRENCY); // warm-up: JIT, pool connections, plan caches

const sequential = await run(Math.min(100, SIGN_INS), 1);
const before = await cpu();
const t0 = performance.now();
await run(SIGN_INS, CONCURRENCY);
const seconds = (performance.now() - t0) / 1000;
const after = await cpu();

const nodeMs = (after.nodeMicros - before.nodeMicros) / 1000 / SIGN_INS;
const pgMs =
  after.postgresMicros === null || before.postgresMicros === null
    ? null
    : (after.postgresMicros - before.postgresMicros) / 1000 / SIGN_INS;
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))]!.toFixed(1);

// what the same SRP work costs in the pure-JavaScript reference server (the one we did not use)
const probe = client.generateSalt();
const probeKey = client.derivePrivateKey(probe, 'probe@bench.example', 'stretched');
const probeVerifier = client.deriveVerifier(probeKey);
let referenceMs = 0;
for (let i = 0; i < 10; i++) {
  const clientEphemeral = client.generateEphemeral();
  const t = performance.now();
  const server = reference.generateEphemeral(probeVerifier);
  referenceMs += performance.now() - t;
  const session = client.deriveSession(
    clientEphemeral.secret,
    server.public,
    probe,
    'probe@bench.example',
    probeKey,
  );
  const t2 = performance.now();
  reference.deriveSession(
    server.secret,
    clientEphemeral.public,
    probe,
    'probe@bench.example',
    probeVerifier,
    session.proof,
  );
  referenceMs += performance.now() - t2;
}

console.log(
  `SRP sign-ins (start + finish over HTTP), ${SIGN_INS} measured, ${ready.emails.length} accounts, failures ${failures}`,
);
console.log(`server CPU per sign-in (Node process):   ${nodeMs.toFixed(2)} ms   (goal: at most 50 ms)`);
console.log(
  `PostgreSQL CPU per sign-in:              ${pgMs === null ? 'n/a (external database)' : `${pgMs.toFixed(2)} ms`}`,
);
console.log(
  `sign-ins per second, ${CONCURRENCY} concurrent:         ${(SIGN_INS / seconds).toFixed(0)} /s (client on the other core)`,
);
console.log(`server capacity per core (1000 / CPU ms): ${(1000 / nodeMs).toFixed(0)} sign-ins/s`);
console.log(`latency one at a time: p50 ${pct(sequential, 0.5)} ms, p99 ${pct(sequential, 0.99)} ms`);
console.log(
  `for comparison, the pure-JavaScript reference SRP server's math alone: ${(referenceMs / 10).toFixed(1)} ms per sign-in`,
);

ask({ kind: 'stop' });
await new Promise((resolve) => child.once('exit', resolve));
