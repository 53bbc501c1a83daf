// Concurrent questions share one run; a question asked after it settled runs again (decision 074).
import { describe, expect, it } from 'vitest';
import { sharedWhileRunning } from './shared-while-running.ts';

/** A loader whose runs are counted and ended by the test. */
function controlledLoader() {
  const runs: { key: string; end: (value: string) => void; fail: (error: Error) => void }[] = [];
  const load = (key: string) =>
    new Promise<string>((resolve, reject) => runs.push({ key, end: resolve, fail: reject }));
  return { runs, load };
}

describe('sharedWhileRunning', () => {
  it('runs once for concurrent calls with the same key, and apart for another key', async () => {
    const { runs, load } = controlledLoader();
    const ask = sharedWhileRunning(load);
    const answers = [ask('a'), ask('a'), ask('a'), ask('b')];
    expect(runs.map((r) => r.key)).toEqual(['a', 'b']);
    runs[0]!.end('A');
    runs[1]!.end('B');
    expect(await Promise.all(answers)).toEqual(['A', 'A', 'A', 'B']);
  });

  it('asks afresh once the run has settled: nothing is kept', async () => {
    const { runs, load } = controlledLoader();
    const ask = sharedWhileRunning(load);
    const first = ask('a');
    runs[0]!.end('old');
    expect(await first).toBe('old');
    const second = ask('a');
    expect(runs).toHaveLength(2);
    runs[1]!.end('new');
    expect(await second).toBe('new');
  });

  it('hands a failure to every waiting call, and the next call runs again', async () => {
    const { runs, load } = controlledLoader();
    const ask = sharedWhileRunning(load);
    const both = Promise.allSettled([ask('a'), ask('a')]);
    runs[0]!.fail(new Error('database gone'));
    expect((await both).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    void ask('a');
    expect(runs).toHaveLength(2);
  });
});
