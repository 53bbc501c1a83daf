// The admin CLI (`npm run admin`, src/cli/main.ts) as an operator runs it: a Node process of its own
// with only the settings it is given, so that a test sees its exit code and what it printed, not the
// test process's environment.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const cliTs = join(import.meta.dirname, '../src/cli/main.ts');

export type AdminCliRun = {
  code: number;
  /** stdout and stderr, in that order */
  out: string;
  stdout: string;
};

/**
 * Runs the admin CLI with `args` and the settings `env` (DATABASE_URL, DATA_DIR and any other), beside
 * PATH and a silent log; its exit code and output, whether it succeeded or not.
 */
export async function runAdminCli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<AdminCliRun> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cliTs, ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, out: stdout + stderr, stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr, stdout: e.stdout };
  }
}
