// What a running server tells the admin CLI beside it (issue 38 point 4): the public URL its links must
// use and the port of its embedded database. A command given the same DATA_DIR but not the server's
// PORT, PUBLIC_URL or EMBEDDED_PG_PORT (run from another shell, say) would otherwise e-mail links to
// http://localhost:3000 and look for the database on 54329. The server writes DATA_DIR/server.json
// once it listens and removes it when it stops; a file left by a killed server names a pid that is gone
// and is ignored.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAlive } from './pid-alive.ts';

export type RunningSettings = {
  pid: number;
  publicUrl: string;
  /** the embedded database's port; absent on DATABASE_URL */
  embeddedPgPort?: number | undefined;
};

const fileOf = (dataDir: string) => join(dataDir, 'server.json');

/** Records this server's settings in its data folder; the answer removes them (at shutdown). */
export function recordRunningSettings(dataDir: string, settings: RunningSettings): () => void {
  const file = fileOf(dataDir);
  writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o644 });
  return () => {
    if (readRunningSettings(dataDir)?.pid === settings.pid) rmSync(file, { force: true });
  };
}

/** The settings of the server running on this data folder, or undefined (none, or its pid is gone). */
export function readRunningSettings(dataDir: string): RunningSettings | undefined {
  const file = fileOf(dataDir);
  if (!existsSync(file)) return undefined;
  let read: unknown;
  try {
    read = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // half written, or not ours: as if absent
  }
  const settings = read as Partial<RunningSettings> | null;
  if (
    typeof settings?.pid !== 'number' ||
    typeof settings.publicUrl !== 'string' ||
    (settings.embeddedPgPort !== undefined && typeof settings.embeddedPgPort !== 'number') ||
    !isAlive(settings.pid)
  )
    return undefined;
  return { pid: settings.pid, publicUrl: settings.publicUrl, embeddedPgPort: settings.embeddedPgPort };
}
