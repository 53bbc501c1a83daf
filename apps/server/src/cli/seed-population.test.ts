// `seed-benchmark --population`: the plan's shape at full size (pure), and a small population made by
// the CLI as an operator runs it, on a real database: per-vendor order counts as planned, a second run
// adds nothing, every user signs in through the real server, every document's file is in the blob store.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import srp from 'secure-remote-password/client.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getDocumentUrlCall, getVendorProfileCall } from '@vp/contracts';
import { cloneTemplate } from '../../test/test-database.ts';
import { freePort } from '../../test/free-port.ts';
import { api } from '../../test/harness.ts';
import { srpSignIn } from '../../test/srp-client.ts';
import { loadConfig } from '../config.ts';
import { openRuntime, type Runtime } from '../runtime.ts';
import { buildApp } from '../app.ts';
import {
  POPULATION_FIRST_VENDOR_NUM,
  POPULATION_PASSWORD,
  populationEmails,
  populationPlan,
  populationSalt,
  verifierFromStretched,
} from '../demo/seed-population.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('the population plan', () => {
  const full = populationPlan({ vendors: 1000, seed: 19, median: 450, largest: 100_000 });

  it('has a long tail: median ~450, three vendors at 100,000, the rest well below', () => {
    const orders = full.map((v) => v.orders);
    expect(median(orders)).toBeGreaterThan(400);
    expect(median(orders)).toBeLessThan(500);
    expect(orders.filter((n) => n === 100_000)).toHaveLength(3);
    const rest = orders.filter((n) => n !== 100_000);
    expect(Math.max(...rest)).toBeLessThanOrEqual(20_000);
    expect(Math.min(...rest)).toBeGreaterThanOrEqual(5);
    // a tail, not a block: a tenth of the vendors have over twice the median, a tenth under half of it
    expect(rest.filter((n) => n > 900).length).toBeGreaterThan(100);
    expect(rest.filter((n) => n < 225).length).toBeGreaterThan(100);
    const total = orders.reduce((t, n) => t + n, 0);
    expect(total).toBeGreaterThan(400_000);
    expect(total).toBeLessThan(1_100_000);
    // bigger vendors have more users
    const usersOf = (pick: (n: number) => boolean) =>
      full.filter((v) => pick(v.orders)).reduce((t, v) => t + v.users, 0) /
      full.filter((v) => pick(v.orders)).length;
    expect(usersOf((n) => n === 100_000)).toBeGreaterThan(usersOf((n) => n < 1000));
  });

  it('is the same for the same seed, and another for another', () => {
    expect(populationPlan({ vendors: 1000, seed: 19, median: 450, largest: 100_000 })).toEqual(full);
    expect(populationPlan({ vendors: 1000, seed: 20, median: 450, largest: 100_000 })).not.toEqual(full);
  });

  it("derives each user's verifier as the browser's SRP library does", () => {
    const salt = populationSalt(19);
    const stretched = 'ab'.repeat(32);
    for (const email of ['user1.v300001@population.example', 'user2.v300001@population.example']) {
      expect(verifierFromStretched(salt, email, stretched)).toBe(
        srp.deriveVerifier(srp.derivePrivateKey(salt, email, stretched)),
      );
    }
  });
});

const run = promisify(execFile);
const cliTs = join(import.meta.dirname, 'main.ts');
let database: Awaited<ReturnType<typeof cloneTemplate>>;
const dataDir = mkdtempSync(join(tmpdir(), 'vp-population-'));

async function admin(...args: string[]) {
  const { stdout, stderr } = await run(process.execPath, [cliTs, ...args], {
    env: { PATH: process.env.PATH, DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  });
  return stdout + stderr;
}

beforeAll(async () => {
  database = await cloneTemplate(inject('adminDatabaseUrl'));
});
afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

// a cap for a loaded machine (PBKDF2, Node processes, ~10,000 orders): a limit, not a timing assertion
describe('seed-benchmark --population', { timeout: 240_000 }, () => {
  const options = { vendors: 20, seed: 7, median: 450, largest: 2000 };
  const args = ['seed-benchmark', '--population', '20', '--seed', '7', '--largest', '2000'];

  it('seeds 20 vendors as planned, once; their users sign in and their documents download', async () => {
    const first = await admin(...args);
    expect(first).toMatch(/Population: 20 vendor\(s\) added in [\d.]+ s/);
    expect(first).toContain(POPULATION_PASSWORD);
    expect(await admin(...args)).toContain('already there; nothing was added');

    // the server, as started on that database and data folder (the CLI wrote the blobs there)
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: join(dataDir, 'no-web-build'),
      // one test address signs in every user of the population within a minute
      AUTH_MAX_SIGN_IN_STARTS_PER_IP: '1000',
    });
    const runtime: Runtime = await openRuntime(config, { info: () => undefined, error: () => undefined });
    const app = await buildApp({ ...runtime });
    await app.listen({ host: '127.0.0.1', port });
    const server = { url: `http://127.0.0.1:${port}` };
    try {
      const plan = populationPlan(options);
      const counts = await runtime.db
        .selectFrom('vendors as v')
        .leftJoin('crew_details as cd', 'cd.vendor_id', 'v.id')
        .select(['v.vendor_num', (eb) => eb.fn.count<string>('cd.ocd_id').as('orders')])
        .where('v.vendor_num', '>=', POPULATION_FIRST_VENDOR_NUM)
        .groupBy('v.vendor_num')
        .orderBy('v.vendor_num')
        .execute();
      expect(counts.map((c) => ({ vendorNum: c.vendor_num, orders: Number(c.orders) }))).toEqual(
        plan.map((v) => ({ vendorNum: v.vendorNum, orders: v.orders })),
      );

      for (const vendor of plan) {
        for (const email of populationEmails(vendor)) {
          const signedIn = await srpSignIn(server, email, POPULATION_PASSWORD);
          expect(signedIn.finish.status, email).toBe(200);
          expect(signedIn.serverVerified, email).toBe(true);
        }
      }

      // every document's file is in the blob store; one user downloads one through the API
      const docs = await runtime.db
        .selectFrom('order_documents as d')
        .innerJoin('vendors as v', 'v.id', 'd.vendor_id')
        .select(['d.id', 'd.blob_key', 'd.size_bytes', 'd.ord_num', 'v.vendor_num'])
        .where('v.vendor_num', '>=', POPULATION_FIRST_VENDOR_NUM)
        .execute();
      expect(docs.filter((d) => d.ord_num === null).length).toBeGreaterThanOrEqual(40); // 2-3 per vendor
      expect(docs.filter((d) => d.ord_num !== null).length).toBeGreaterThanOrEqual(20);
      for (const d of docs)
        expect((await runtime.blobs.head(d.blob_key))?.size, d.blob_key).toBe(d.size_bytes);
      const someone = await srpSignIn(server, populationEmails(plan[0]!)[0]!, POPULATION_PASSWORD);
      const token = String(someone.finish.json.idToken);
      const mine = docs.find((d) => d.vendor_num === plan[0]!.vendorNum)!;
      const link = await api(server, getDocumentUrlCall.path.replace(':id', String(mine.id)), { token });
      expect(link.status).toBe(200);
      const file = await fetch(new URL(String(link.json.url), server.url));
      expect(file.status).toBe(200);
      expect((await file.arrayBuffer()).byteLength).toBe(mine.size_bytes);
      const profile = await api(server, getVendorProfileCall.path, { token });
      expect(profile.status).toBe(200);
    } finally {
      await app.close();
      await runtime.close();
    }
  });
});
