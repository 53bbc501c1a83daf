// What a newcomer sees (issue 37 point 7): `node src/main.ts` on an empty data folder (the embedded
// default, as `npm start` runs it), then Ctrl+C. A terminal's Ctrl+C signals the whole process group,
// the embedded PostgreSQL included, so the test does the same. Nothing of it is a failure: no line of
// the log is at error level (50) or above, though PostgreSQL itself logs graphile-worker's first probe
// of its schema as an ERROR and each connection a fast shutdown ends as a FATAL (decision 098).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { MAIN_TS, makeDataDir, serverEnv } from './server-process.ts';

const dataDir = makeDataDir('vp-first-start-');
let pid: number | undefined;

afterAll(async () => {
  if (pid !== undefined) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // the group has ended
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** The log's JSON lines at `level` or above (the printed demo sign-in and such are not JSON). */
function linesAtOrAbove(output: string, level: number): string[] {
  return output.split('\n').filter((line) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= level;
    } catch {
      return false;
    }
  });
}

it('logs nothing at error level on a first start and a Ctrl+C', { timeout: 120_000 }, async () => {
  const [port, pgPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [MAIN_TS], {
    env: serverEnv({ dataDir, port, pgPort, secret: randomBytes(32).toString('hex'), logLevel: 'info' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    // a group of its own, which the test signals as a terminal's Ctrl+C would
    detached: true,
  });
  pid = child.pid;
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  let ready = false;
  for (let i = 0; i < 600 && !ready && child.exitCode === null; i++) {
    try {
      ready = (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((r) => setTimeout(r, 100));
  }
  expect(ready, output).toBe(true);
  // the embedded default seeded its demo, with the graphile-worker schema installed on the way
  expect(output).toMatch(/Demo sign-in: /);

  process.kill(-pid!, 'SIGINT');
  expect(await exited, output).toBe(0);
  // the group's last processes (PostgreSQL's) may still be writing: wait for the group to be gone
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-pid!, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      break;
    }
  }
  expect(output).toMatch(/"msg":"stopped"/);
  expect(linesAtOrAbove(output, 50), output).toEqual([]);
});
