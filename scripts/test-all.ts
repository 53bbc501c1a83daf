// `npm test` (decision 073): every tier, with the cheap ones beside the vitest run instead of before it.
// The vitest tiers leave part of the two cores idle (their files wait for databases, processes and
// sockets), so lint, the type check, the web build and its budgets run meanwhile, one after another;
// the end-to-end run starts once all of them and vitest have passed. Vitest's output
// is shown as it comes; each other part's when it ends. A summary of the parts' times closes the run.
import { spawn } from 'node:child_process';

type Result = { name: string; code: number; ms: number };

const started = Date.now();
const results: Result[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one npm script (or a command); `live` shows its output as it comes, else once it ends. */
function run(name: string, command: string, args: string[], live: boolean): Promise<Result> {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    const chunks: Buffer[] = [];
    const keep = (chunk: Buffer) => {
      chunks.push(chunk);
      if (live) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) => {
      const result = { name, code: code ?? (signal ? 1 : 0), ms: Date.now() - start };
      if (!live) {
        process.stdout.write(`\n── ${name} (${seconds(result.ms)}) ──\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      process.stdout.write(
        `\n── ${name}: ${result.code === 0 ? 'passed' : 'FAILED'} in ${seconds(result.ms)} ──\n`,
      );
      const output = Buffer.concat(chunks).toString('utf8');
      if (result.code !== 0) failures.set(name, failedLines(output));
      else if (name === 'playwright') flaky = flakyLines(output);
      results.push(result);
      resolve(result);
    });
  });
}

// A failed part's failing lines, repeated in the closing summary: CI keeps only the end of a long log,
// and a vitest failure printed before the end-to-end run's output was lost there (stop 43).
const failures = new Map<string, string[]>();
const FAILED_LINE = /(\bFAIL\b|✗|×|✘|\d+\) .*›|Error:|AssertionError|Timed out|timed out)/;
function failedLines(output: string): string[] {
  // eslint-disable-next-line no-control-regex -- colour codes out, the text kept
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .filter((line) => FAILED_LINE.test(line))
    .slice(0, 60);
}

// The end-to-end tests that passed only on their retry (playwright.config.ts, decision 109): named in the
// summary, so that a flaky test is seen and fixed, not hidden by the retry.
let flaky: string[] = [];
function flakyLines(output: string): string[] {
  // eslint-disable-next-line no-control-regex -- colour codes out, the text kept
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const start = lines.findIndex((line) => /^\s*\d+ flaky\s*$/.test(line));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && !/^\s{4,}\S/.test(line));
  return lines.slice(start, end < 0 ? undefined : end);
}

const npm = (script: string, live = false) => run(script, 'npm', ['run', '--silent', script], live);

async function sequence(steps: (() => Promise<Result>)[]): Promise<boolean> {
  for (const step of steps) if ((await step()).code !== 0) return false;
  return true;
}

function summary(): void {
  process.stdout.write('\n── npm test: parts ──\n');
  for (const result of results)
    process.stdout.write(
      `${result.code === 0 ? 'ok    ' : 'FAILED'} ${result.name.padEnd(14)} ${seconds(result.ms)}\n`,
    );
  process.stdout.write(`total          ${seconds(Date.now() - started)}\n`);
  if (flaky.length > 0)
    process.stdout.write(`\n── playwright: passed only on a retry (fix these) ──\n${flaky.join('\n')}\n`);
  for (const [name, lines] of failures) {
    process.stdout.write(`\n── ${name}: what failed ──\n${lines.join('\n')}\n`);
  }
}

// The end-to-end run starts once both lanes have passed (decision 105). Started beside vitest instead
// (decision 091), each slowed the other far past the sum of their times on two cores: vitest 211 s and
// Playwright 240 s alone became 1015 s and 999 s side by side in CI, where the vitest lane failed.
const [unitOk, staticOk] = await Promise.all([
  npm('test:unit', true).then((result) => result.code === 0),
  sequence([() => npm('lint'), () => npm('typecheck'), () => npm('build'), () => npm('check:budgets')]),
]);
const e2eOk = unitOk && staticOk && (await run('playwright', 'npx', ['playwright', 'test'], true)).code === 0;
summary();
process.exit(unitOk && staticOk && e2eOk ? 0 : 1);
