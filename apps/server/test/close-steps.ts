// Closing a test's server or inbox, step by step, each step given a time limit (decision 073).
// `log-secrets.test.ts`'s afterAll hung for vitest's 60 s hook limit a few times in CI and never
// while instrumented here. A step past its limit is now reported on stderr (which step, and what the
// process still has open) and left to finish in the background while the next steps run, so that the
// report reaches the CI log with the file's results instead of one "hook timed out" that says nothing.
const STEP_LIMIT_MS = Number(process.env.TEST_CLOSE_STEP_LIMIT_MS ?? 15_000);

export type CloseStep = {
  name: string;
  run: () => Promise<unknown>;
  /** what to do once the step is late, before the next step runs (e.g. cut its connections) */
  whenLate?: () => void;
};

/** Runs the steps in order; a late step is reported, `whenLate` runs, and the next step starts. */
export async function closeSteps(what: string, steps: CloseStep[], limitMs = STEP_LIMIT_MS): Promise<void> {
  for (const step of steps) {
    const started = Date.now();
    const running = step.run();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), limitMs);
    });
    const outcome = await Promise.race([running.then(() => 'done' as const), late]).finally(() =>
      clearTimeout(timer),
    );
    if (outcome === 'done') continue;
    process.stderr.write(
      `[close-steps] ${what}: "${step.name}" still running after ${limitMs} ms; ` +
        `open: ${process.getActiveResourcesInfo().join(', ')}\n`,
    );
    step.whenLate?.();
    // it may still end (or fail) later: say so, so the log shows how long it really took
    running.then(
      () =>
        process.stderr.write(
          `[close-steps] ${what}: "${step.name}" ended after ${Date.now() - started} ms\n`,
        ),
      (err: unknown) =>
        process.stderr.write(`[close-steps] ${what}: "${step.name}" failed late: ${String(err)}\n`),
    );
  }
}
