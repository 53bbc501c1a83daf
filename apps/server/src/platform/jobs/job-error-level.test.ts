// graphile-worker's error messages at the level they deserve (decision 098): a Ctrl+C reaches the
// embedded PostgreSQL too, and the parts that try again by themselves must not log an error for it
// (first-start-log.test.ts met the cron's message once in a full run).
import { describe, expect, it } from 'vitest';
import { jobErrorLevel } from './job-runner.ts';

const ended = { error: { code: '57P01' } };

describe('jobErrorLevel', () => {
  it("keeps the listener's and the cron's retried errors of a stopping database at info", () => {
    expect(jobErrorLevel('Error with notify listener (trying again in 88ms): terminating', ended)).toBe(
      'info',
    );
    expect(
      jobErrorLevel('Cron hit an error; restarting in 179ms (attempt 1): error: terminating', ended),
    ).toBe('info');
  });

  it('keeps every other failure an error, the same messages with another cause too', () => {
    expect(jobErrorLevel('Cron hit an error; restarting', { error: { code: '28P01' } })).toBe('error');
    expect(jobErrorLevel('Failed task 12 (send-mail)', ended)).toBe('error');
    expect(jobErrorLevel('Error with notify listener', undefined)).toBe('error');
  });

  it('drops the failed UNLISTEN on a dead connection to debug', () => {
    expect(jobErrorLevel('Error occurred attempting to UNLISTEN', undefined)).toBe('debug');
  });
});
