// The embedded PostgreSQL on fresh machines (issue 14 point 12, decision 035): a second portal finds
// its own port, and root with a data folder under a folder closed to others still gets a database.
import { chmodSync, existsSync, lstatSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.ts';
import { clusterDirOf, embeddedPortFor, recordedPort, startEmbeddedPostgres } from './embedded.ts';

const folders: string[] = [];
const tempFolder = (mode = 0o755) => {
  const dir = mkdtempSync(join(tmpdir(), 'vp-embedded-'));
  chmodSync(dir, mode);
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const occupy = (port: number) =>
  new Promise<Server>((resolve) => {
    const server = createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('the embedded database port', () => {
  it('takes the preferred port when it is free, and records nothing', async () => {
    const dir = tempFolder();
    const preferred = await freePort();
    expect(await embeddedPortFor(dir, undefined, preferred, () => undefined)).toBe(preferred);
    expect(recordedPort(dir)).toBeUndefined();
  });

  it('picks a free port when another program has the preferred one, says so, and keeps it for the folder', async () => {
    const dir = tempFolder();
    const preferred = await freePort();
    const other = await occupy(preferred);
    try {
      const lines: string[] = [];
      const port = await embeddedPortFor(dir, undefined, preferred, (line) => lines.push(line));
      expect(port).not.toBe(preferred);
      expect(recordedPort(dir)).toBe(port);
      expect(readFileSync(join(dir, 'postgres-port'), 'utf8').trim()).toBe(String(port));
      expect(lines.join('\n')).toContain(`Port ${preferred} is taken`);
      expect(lines.join('\n')).toContain('EMBEDDED_PG_PORT');
      // the folder keeps its port, whatever happens to the preferred one
      other.close();
      expect(await embeddedPortFor(dir, undefined, preferred, () => undefined)).toBe(port);
    } finally {
      other.close();
    }
  });

  it('takes EMBEDDED_PG_PORT as it is', async () => {
    expect(await embeddedPortFor(tempFolder(), 61234, 54329, () => undefined)).toBe(61234);
  });
});

describe('the cluster folder as root', () => {
  it('stays inside DATA_DIR when the database user can reach it, or for another user', () => {
    const open = tempFolder(0o755);
    expect(clusterDirOf(join(open, 'data'), true)).toBe(join(open, 'data', 'postgres'));
    const closed = tempFolder(0o700);
    expect(clusterDirOf(join(closed, 'data'), false)).toBe(join(closed, 'data', 'postgres'));
  });

  // as on most containers; the machines here run as root
  it.skipIf(process.getuid?.() !== 0)(
    'starts under a folder closed to others (root home, mode 700): the cluster lives where postgres can reach it, DATA_DIR links to it',
    { timeout: 120_000 },
    async () => {
      const closed = tempFolder(0o700);
      const dataDir = join(closed, 'data');
      const lines: string[] = [];
      const database = await startEmbeddedPostgres(dataDir, await freePort(), (line) => lines.push(line));
      const cluster = realpathSync(join(dataDir, 'postgres'));
      try {
        expect(lstatSync(join(dataDir, 'postgres')).isSymbolicLink()).toBe(true);
        expect(cluster.startsWith('/var/lib/vendor-portal/')).toBe(true);
        expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);
        expect(lines.join('\n')).toContain('cannot enter');
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
        await client.end();
        // the same folder finds the same cluster again
        expect(clusterDirOf(dataDir, true)).toBe(cluster);
      } finally {
        await database.stop();
        rmSync(cluster, { recursive: true, force: true });
      }
    },
  );
});
