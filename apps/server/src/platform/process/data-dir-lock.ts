// One server per data folder. A second start while one runs fails with a clear message instead of
// touching the embedded database; a lock left by a killed server (its pid gone) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isAlive } from './pid-alive.ts';

export class DataDirInUseError extends Error {}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(
          `Another vendor-portal server (pid ${pid}) is already running with the data folder ${dataDir}. ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      rmSync(file, { force: true }); // stale: its server was killed
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}.`);
}
