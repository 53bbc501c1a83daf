// The job runners' pool: a connect that fails is tried again for a while instead of failing at once.
// graphile-worker completes a job without waiting on the completion (worker.js: `completeJob(job)`, no
// await, no catch): a connection it cannot get in time (pg-pool's "timeout expired" while the machine
// is overloaded, a refused connection while the database restarts) rejects with nobody to catch it,
// and Node ends the process: the whole server, its requests with it. The three-replica benchmark saw
// that at a load average of 25 on 2 cores (decision 126). A runner's connections serve no request, so
// waiting longer for one costs nobody anything.
import pg from 'pg';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class PatientPool extends pg.Pool {
  /** how long connect() keeps trying before it passes the last failure on */
  patienceMs = 60_000;

  // the promise form only (what graphile-worker calls); pg-pool's own callback form is left as it is
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return this.patientConnect();
  }

  private async patientConnect(): Promise<pg.PoolClient> {
    const giveUpAt = Date.now() + this.patienceMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return await super.connect();
      } catch (err) {
        if (Date.now() >= giveUpAt || this.ending) throw err;
        await sleep(Math.min(100 * 2 ** attempt, 5000));
      }
    }
  }
}
