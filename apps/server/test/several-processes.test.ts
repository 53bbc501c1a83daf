// Several server processes on one PostgreSQL, as the README tells an operator to run them (decision
// 069): each with a DATA_DIR of its own, one DATABASE_URL, one BLOBS_DIR and one BLOB_SIGNING_SECRET.
// A sign-in started on one finishes on the other (the SRP challenge is in the database), a session
// made by one is accepted by the other (the ID-token signing keys are in the database), and a download
// link handed out by one is served by the other (the shared blob folder and secret). A session ended
// through one is refused by the other as soon as it reads the notification (SESSION_CHECKS_KEPT,
// decision 088).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import srp from 'secure-remote-password/client.js';
import {
  getCompanyDocumentsCall,
  getDocumentUrlCall,
  getVendorProfileCall,
  logoutCall,
  signInFinishCall,
  signInStartCall,
} from '@vp/contracts';
import { createDb, type Db } from '../src/platform/db/database.ts';
import { createBlobStore } from '../src/platform/blobs/create-blob-store.ts';
import { makeVerifier } from '../src/platform/identity/password-verifier.ts';
import { cloneTemplate } from './test-database.ts';
import { freePort } from './free-port.ts';
import { api } from './harness.ts';
import { srpSignIn, stretchInBrowserWay } from './srp-client.ts';
import { createVendor, grantRoles } from './fixtures/index.ts';

const mainTs = join(import.meta.dirname, '../src/main.ts');
const PASSWORD = 'Two-Processes-2026';
const EMAIL = 'two.processes@vendor.test';
let database: Awaited<ReturnType<typeof cloneTemplate>>;
let db: Db;
const root = mkdtempSync(join(tmpdir(), 'vp-two-processes-'));
const blobsDir = join(root, 'shared-blobs');
const secret = randomBytes(32).toString('hex');
const children: ChildProcess[] = [];

async function startServer(n: number): Promise<{ url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainTs], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: database.url,
      DATA_DIR: join(root, `server-${n}`),
      BLOBS_DIR: blobsDir,
      BLOB_SIGNING_SECRET: secret,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      JOBS_IN_SERVER: n === 1 ? 'true' : 'false',
      SESSION_CHECKS_KEPT: 'true',
      WEB_DIST: join(root, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise<void>((ready, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Vendor portal ready')) ready();
    });
    child.once('exit', (code) => fail(new Error(`server ${n} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}` };
}

beforeAll(async () => {
  database = await cloneTemplate(inject('adminDatabaseUrl'));
  db = createDb({ url: database.url, poolMax: 2, connectTimeoutMs: 5000, statementTimeoutMs: 60_000 });
});
afterAll(async () => {
  await Promise.all(
    children.map(
      (c) =>
        new Promise((done) => {
          if (c.exitCode !== null) return done(null);
          c.once('exit', done);
          c.kill('SIGTERM');
        }),
    ),
  );
  await db.destroy();
  await database.drop();
  rmSync(root, { recursive: true, force: true });
});

describe('two server processes on one database', { timeout: 120_000 }, () => {
  it('share sign-in challenges, sessions and download links', async () => {
    const a = await startServer(1);
    const b = await startServer(2);
    const vendor = await createVendor(db);
    const verifier = await makeVerifier(EMAIL, PASSWORD);
    const user = await db
      .insertInto('users')
      .values({
        vendor_id: vendor.vendorId,
        email: EMAIL,
        srp_salt: verifier.salt,
        srp_verifier: verifier.verifier,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantRoles(db, vendor.vendorId, user.id);
    // a company document whose file is in the shared blob folder
    const bytes = Buffer.from('%PDF-1.4\n% two processes\n%%EOF\n');
    const blobs = await createBlobStore({
      dataDir: join(root, 'seeder'),
      publicUrl: a.url,
      blobs: { dir: blobsDir, signingSecret: secret, urlTtlSeconds: 900, maxBytes: 1_000_000 },
    });
    const key = `order-documents/vendor-${vendor.vendorId}/shared.pdf`;
    await blobs.put(key, bytes, 'application/pdf');
    await db
      .insertInto('order_documents')
      .values({
        ord_num: null,
        vendor_id: vendor.vendorId,
        type_code: 'General',
        file_name: 'W-9.pdf',
        file_extension: 'pdf',
        content_type: 'application/pdf',
        size_bytes: bytes.length,
        blob_key: key,
        status: 'approved',
        input_by: 'Provider Compliance',
      })
      .execute();

    // the sign-in's first step on one process, its second on the other (a load balancer need not stick)
    const begun = await api(a, signInStartCall.path, { method: 'POST', body: { email: EMAIL } });
    expect(begun.status).toBe(200);
    const { challengeId, salt, serverEphemeral, kdfIterations } = begun.json as {
      challengeId: string;
      salt: string;
      serverEphemeral: string;
      kdfIterations: number;
    };
    const privateKey = srp.derivePrivateKey(
      salt,
      EMAIL,
      await stretchInBrowserWay(PASSWORD, salt, kdfIterations),
    );
    const ephemeral = srp.generateEphemeral();
    const proof = srp.deriveSession(ephemeral.secret, serverEphemeral, salt, EMAIL, privateKey);
    const split = await api(b, signInFinishCall.path, {
      method: 'POST',
      body: { challengeId, clientEphemeral: ephemeral.public, clientProof: proof.proof },
    });
    expect(split.status).toBe(200);
    const signedIn = await srpSignIn(a, EMAIL, PASSWORD);
    expect(signedIn.finish.status).toBe(200);

    // a session made by either is accepted by both
    const token = String(signedIn.finish.json.idToken);
    for (const t of [token, String(split.json.idToken)])
      for (const server of [a, b])
        expect((await api(server, getVendorProfileCall.path, { token: t })).status).toBe(200);

    // a download link handed out by one process is served by the other
    const list = await api(b, getCompanyDocumentsCall.path, { token });
    const id = (list.json.documents as { id: number }[])[0]!.id;
    const link = await api(a, getDocumentUrlCall.path.replace(':id', String(id)), { token });
    expect(link.status).toBe(200);
    const path = new URL(String(link.json.url), a.url);
    const file = await fetch(new URL(`${path.pathname}${path.search}`, b.url));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);

    // with SESSION_CHECKS_KEPT, each keeps a valid session's check only until PostgreSQL's NOTIFY says
    // it changed (decision 088): a session ended through one process is refused by the other
    const keptHits = async (server: { url: string }) => {
      const text = (await api(server, '/metrics')).text;
      return Number(/^vp_session_checks_kept_hits_total (\d+)$/m.exec(text)?.[1]);
    };
    const hits = await keptHits(b);
    expect((await api(b, getVendorProfileCall.path, { token })).status).toBe(200);
    expect(await keptHits(b)).toBe(hits + 1);
    expect((await api(a, logoutCall.path, { method: 'POST', token })).status).toBe(204);
    // refused once each process has read the notification (kept, the check would answer for a minute)
    for (const server of [b, a]) {
      let status = 200;
      for (let i = 0; i < 100 && status === 200; i++) {
        if (i > 0) await new Promise((r) => setTimeout(r, 50));
        status = (await api(server, getVendorProfileCall.path, { token })).status;
      }
      expect(status).toBe(401);
    }
  });
});
