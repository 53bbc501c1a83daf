// The work-order documents over real HTTP, PostgreSQL and the local blob store with its signed URLs:
// the two-step upload and its checks (bytes, size, forged and expired links), the lists, download,
// removal of pending documents only, one pending Vendor Invoice, the sweep, and the vendor check.
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callUrl,
  createUploadUrlCall,
  type CreateUploadUrlRequest,
  createUploadUrlResponse,
  deleteDocumentCall,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_TYPES,
  getApprovedDocumentsCall,
  getDocumentTypesCall,
  getDocumentUrlCall,
  getDocumentUrlResponse,
  getPendingDocumentsCall,
  getPendingDocumentsResponse,
  WORK_ORDER_DOCUMENT_APPROVED,
  WORK_ORDER_DOCUMENT_DELETED,
  WORK_ORDER_DOCUMENT_NOT_FOUND,
  WORK_ORDER_NOT_FOUND,
  WORK_ORDER_VENDOR_INVOICE_PENDING,
} from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import { createLocalBlobStore } from '../../platform/blobs/local-blob-store.ts';
import {
  addTestOrder,
  makePdf,
  pdfUploadRequest,
  type TestOrder,
  uploadDepsOf,
} from '../../../test/fixtures/index.ts';
import { SWEEP_GRACE_MS, sweepUploads, type UploadDeps } from './order-document-uploads.ts';

const MAX_BYTES = 256 * 1024;
const ASSETS = join(import.meta.dirname, '../../demo/assets');

let server: TestServer;
let me: Awaited<ReturnType<TestServer['signIn']>>;
let other: Awaited<ReturnType<TestServer['signIn']>>;
let order: TestOrder;
let theirs: TestOrder;
let pdf: Buffer;
let png: Buffer;
let jpg: Buffer;
let deps: UploadDeps;

beforeAll(async () => {
  server = await startTestServer({
    env: { UPLOAD_SWEEP_INTERVAL_SECONDS: '0', BLOB_MAX_BYTES: String(MAX_BYTES) },
  });
  me = await server.signIn();
  other = await server.signIn();
  order = await addTestOrder(server.db, me.vendorId);
  theirs = await addTestOrder(server.db, other.vendorId);
  pdf = await makePdf();
  png = await readFile(join(ASSETS, 'thermostat.png'));
  jpg = await readFile(join(ASSETS, 'rooftop-unit.jpg'));
  deps = uploadDepsOf(server);
});

afterAll(async () => {
  await server?.close();
});

const blobRoot = () => join(server.config.dataDir, 'blobs');

/** Every stored blob (sidecars and the temp folder left out). */
async function blobFiles(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name === '.incoming') continue;
      const path = join(dir, e.name);
      if (e.isDirectory()) await walk(path);
      else if (!e.name.endsWith('.meta.json')) out.push(relative(blobRoot(), path));
    }
  };
  await walk(blobRoot());
  return out.sort();
}

const documentCount = async (ordNum: number) =>
  (await server.db.selectFrom('order_documents').select('id').where('ord_num', '=', ordNum).execute()).length;

function presign(body: Partial<CreateUploadUrlRequest>, token: string | null = me.token) {
  return server.send(
    createUploadUrlCall,
    { body: pdfUploadRequest(order.ordNum, body) },
    token === null ? {} : { as: { token } },
  );
}

const put = (url: string, bytes: Buffer, contentType: string) =>
  fetch(new URL(url, server.url), { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });

/** Both steps; the PUT's answer. */
async function upload(bytes: Buffer, body: Partial<CreateUploadUrlRequest> = {}) {
  const signed = await presign(body);
  expect(signed.status, signed.text).toBe(200);
  const link = createUploadUrlResponse.parse(signed.json);
  const res = await put(link.url, bytes, link.contentType);
  return { res, link, error: res.ok ? null : ((await res.json()) as { error: string }).error };
}

const pending = async (ordNum = order.ordNum) =>
  getPendingDocumentsResponse.parse(
    (await server.call(getPendingDocumentsCall, { params: { ordNum } }, { as: me })).json,
  ).unapprovedDocuments;

describe('document types', () => {
  it('lists the spec types for work orders and for the vendor, and refuses other lists', async () => {
    for (const x of ['workorder', 'WorkOrder', 'vendor']) {
      const res = await server.call(getDocumentTypesCall, { params: { x } }, { as: me });
      expect(res.json).toEqual({ documentTypes: DOCUMENT_TYPES.map((code) => ({ code })) });
    }
    expect((await server.call(getDocumentTypesCall, { params: { x: 'other' } }, { as: me })).status).toBe(
      400,
    );
    expect((await server.call(getDocumentTypesCall, { params: { x: 'workorder' } })).status).toBe(401);
  });
});

describe('uploading', () => {
  it('lists an upload under Pending approval once its bytes are verified, with a clean name', async () => {
    const before = await pending();
    const { res, link } = await upload(pdf, {
      FileName: 'C:\\fakepath\\..\\Invoice "March".PDF',
      FileExtension: '.PDF',
      ContentType: 'application/octet-stream',
    });
    expect(res.status).toBe(200);
    expect(link.contentType).toBe('application/pdf');
    expect(link.fileName).toBe('Invoice _March_.pdf');
    const after = await pending();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({
      type: 'General',
      fileExtension: 'pdf',
      fileName: 'Invoice _March_.pdf',
      inputBy: 'Test User',
      comment: '',
    });
    // no right-to-left override to disguise the extension, no folders, never a name of dots only
    const spoof = createUploadUrlResponse.parse((await presign({ FileName: 'scan\u202Egnp.pdf' })).json);
    expect(spoof.fileName).toBe('scangnp.pdf');
    const dots = createUploadUrlResponse.parse((await presign({ FileName: '../.pdf' })).json);
    expect(dots.fileName).toBe('document.pdf');
    // the bytes are kept under a key the server made, not the user's name
    expect((await blobFiles()).some((f) => f.includes('March'))).toBe(false);
  });

  it('downloads the same bytes under the same name and content type', async () => {
    const { res } = await upload(jpg, {
      FileName: 'roof photo.jpeg',
      FileExtension: 'jpeg',
      ContentType: 'image/jpeg',
      Type: 'Photos',
    });
    expect(res.status).toBe(200);
    const doc = (await pending()).find((d) => d.fileName === 'roof photo.jpeg')!;
    const link = await server.call(getDocumentUrlCall, { params: { id: doc.id } }, { as: me });
    expect(link.status).toBe(200);
    const body = getDocumentUrlResponse.parse(link.json);
    expect(body).toMatchObject({ fileName: 'roof photo.jpeg', contentType: 'image/jpeg' });
    const file = await fetch(new URL(body.url, server.url));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(jpg)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toContain('filename="roof photo.jpeg"');
  });

  it('refuses bytes that do not match the extension, leaving no document and no blob', async () => {
    const files = await blobFiles();
    const docs = await documentCount(order.ordNum);
    for (const [bytes, name, ext] of [
      [png, 'scan.pdf', 'pdf'],
      [pdf, 'photo.png', 'png'],
      [Buffer.from('MZ\x90\x00 an executable pretending'), 'tool.docx', 'docx'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'page.jpg', 'jpg'],
      [pdf, 'archive.zip', 'zip'],
      [png, 'old.doc', 'doc'],
    ] as const) {
      const { res, error } = await upload(bytes, { FileName: name, FileExtension: ext });
      expect(res.status, name).toBe(415);
      expect(error).toMatch(new RegExp(`not a \\.${ext} file`));
    }
    expect(await blobFiles()).toEqual(files);
    expect(await documentCount(order.ordNum)).toBe(docs);
  });

  it('refuses an oversize upload, announced or not, leaving nothing behind', async () => {
    const files = await blobFiles();
    const docs = await documentCount(order.ordNum);
    const announced = await presign({ FileSize: MAX_BYTES + 1 });
    expect(announced.status).toBe(413);
    // a real PDF padded past the limit
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_BYTES, 0x20)]);
    const { res } = await upload(big);
    expect(res.status).toBe(413);
    expect(await blobFiles()).toEqual(files);
    expect(await documentCount(order.ordNum)).toBe(docs);
  });

  it('refuses a forged or expired upload link, and a used one, leaving nothing behind', async () => {
    const signed = createUploadUrlResponse.parse((await presign({})).json);
    const files = await blobFiles();
    const docs = await documentCount(order.ordNum);
    const url = new URL(signed.url, server.url);
    // another key under the same signature, a changed size limit, a changed signature
    const otherKey = new URL(url);
    otherKey.pathname = url.pathname.replace(/[0-9a-f-]{36}$/, '00000000-0000-4000-8000-000000000000');
    const bigger = new URL(url);
    bigger.searchParams.set('max', String(MAX_BYTES * 100));
    const badSig = new URL(url);
    badSig.searchParams.set('sig', '0'.repeat(64));
    for (const forged of [otherKey, bigger, badSig]) {
      expect((await put(forged.toString(), pdf, signed.contentType)).status, forged.toString()).toBe(403);
    }
    // the same link minted with a clock an hour behind has expired
    const past = createLocalBlobStore({
      rootDir: blobRoot(),
      publicUrl: server.config.publicUrl,
      signingSecret: server.config.blobs.signingSecret!,
      urlTtlSeconds: 60,
      maxBytes: MAX_BYTES,
      now: () => Date.now() - 3_600_000,
    });
    const expired = await past.createUploadUrl(url.pathname.replace(/^\/blobs\//, ''), {
      contentType: signed.contentType,
      maxBytes: MAX_BYTES,
    });
    const expiredRes = await put(expired, pdf, signed.contentType);
    expect(expiredRes.status).toBe(403);
    expect(((await expiredRes.json()) as { error: string }).error).toMatch(/expired/);
    // the wrong content type for the link
    expect((await put(signed.url, pdf, 'text/html')).status).toBe(415);
    expect(await blobFiles()).toEqual(files);
    expect(await documentCount(order.ordNum)).toBe(docs);

    // the link works once; a second PUT is refused and does not replace the verified bytes
    expect((await put(signed.url, pdf, signed.contentType)).status).toBe(200);
    const kept = await blobFiles();
    const again = await put(signed.url, png, signed.contentType);
    expect(again.status).toBe(409);
    expect(await blobFiles()).toEqual(kept);
  });

  it('refuses unknown types, kinds outside the accepted list and names that disagree with the extension', async () => {
    for (const body of [
      { Type: 'Receipts' },
      { FileName: 'run.exe', FileExtension: 'exe' },
      { FileName: 'page.html', FileExtension: 'pdf' },
      { FileName: 'invoice.pdf', FileExtension: 'png' },
      { FileName: 'noextension', FileExtension: 'pdf' },
      { FileSize: 0 },
    ]) {
      const res = await presign(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(
      await server.db
        .selectFrom('order_document_uploads')
        .select('id')
        .where('type_code', '=', 'Receipts')
        .execute(),
    ).toEqual([]);
  });

  it('keeps one pending Vendor Invoice per order: a second is refused until the first is removed', async () => {
    const target = await addTestOrder(server.db, me.vendorId);
    const first = await upload(pdf, { OrdNum: target.ordNum, Type: 'Vendor Invoice', FileName: 'inv-1.pdf' });
    expect(first.res.status).toBe(200);
    const second = await presign({ OrdNum: target.ordNum, Type: 'Vendor Invoice', FileName: 'inv-2.pdf' });
    expect([second.status, second.json.error]).toEqual([409, WORK_ORDER_VENDOR_INVOICE_PENDING]);

    // two links asked for before either upload: the second upload is refused when it is claimed
    const racer = await addTestOrder(server.db, me.vendorId);
    const a = createUploadUrlResponse.parse(
      (await presign({ OrdNum: racer.ordNum, Type: 'Vendor Invoice' })).json,
    );
    const b = createUploadUrlResponse.parse(
      (await presign({ OrdNum: racer.ordNum, Type: 'Vendor Invoice' })).json,
    );
    expect((await put(a.url, pdf, a.contentType)).status).toBe(200);
    const files = await blobFiles();
    const late = await put(b.url, pdf, b.contentType);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toBe(WORK_ORDER_VENDOR_INVOICE_PENDING);
    expect(await blobFiles()).toEqual(files);

    const invoice = (await pending(target.ordNum)).find((d) => d.type === 'Vendor Invoice')!;
    const removed = await server.call(deleteDocumentCall, { params: { id: invoice.id } }, { as: me });
    expect(removed.json).toEqual({ success: true, error: null, message: WORK_ORDER_DOCUMENT_DELETED });
    expect((await presign({ OrdNum: target.ordNum, Type: 'Vendor Invoice' })).status).toBe(200);
  });
});

describe('removing', () => {
  it('removes a pending document with its bytes', async () => {
    const { res } = await upload(png, { FileName: 'gauge.png', FileExtension: 'png', Type: 'Photos' });
    expect(res.status).toBe(200);
    const doc = (await pending()).find((d) => d.fileName === 'gauge.png')!;
    const row = await server.db
      .selectFrom('order_documents')
      .select('blob_key')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(await server.blobs.head(row.blob_key)).not.toBeNull();
    const removed = await server.call(deleteDocumentCall, { params: { id: doc.id } }, { as: me });
    expect(removed.status).toBe(200);
    expect((await pending()).some((d) => d.id === doc.id)).toBe(false);
    expect(await server.blobs.head(row.blob_key)).toBeNull();
    expect((await server.call(deleteDocumentCall, { params: { id: doc.id } }, { as: me })).status).toBe(404);
  });

  it('of ten deletes at once, one removes the document and the others hear it is gone, none that it was approved', async () => {
    const { res } = await upload(png, { FileName: 'race.png', FileExtension: 'png', Type: 'Photos' });
    expect(res.status).toBe(200);
    const doc = (await pending()).find((d) => d.fileName === 'race.png')!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.call(deleteDocumentCall, { params: { id: doc.id } }, { as: me }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 404, 404, 404, 404, 404, 404, 404, 404, 404]);
    expect(answers.some((a) => a.json.error === WORK_ORDER_DOCUMENT_APPROVED)).toBe(false);
  });

  it('refuses to remove an approved document, which stays listed as approved', async () => {
    const { res } = await upload(pdf, { FileName: 'signoff.pdf', Type: 'Client Signoff' });
    expect(res.status).toBe(200);
    const doc = (await pending()).find((d) => d.fileName === 'signoff.pdf')!;
    await server.db
      .updateTable('order_documents')
      .set({ status: 'approved', comment: 'Approved by dispatch' })
      .where('id', '=', doc.id)
      .execute();
    const refused = await server.call(deleteDocumentCall, { params: { id: doc.id } }, { as: me });
    expect([refused.status, refused.json.error]).toEqual([409, WORK_ORDER_DOCUMENT_APPROVED]);
    const approved = await server.call(
      getApprovedDocumentsCall,
      { params: { ordNum: order.ordNum } },
      { as: me },
    );
    expect(
      (approved.json.vendorDocuments as { id: number; comment: string }[]).find((d) => d.id === doc.id),
    ).toMatchObject({ comment: 'Approved by dispatch' });
    expect((await pending()).some((d) => d.id === doc.id)).toBe(false);
  });
});

describe('the sweep', () => {
  it('removes the bytes of uploads never claimed once their link has expired, and keeps documents', async () => {
    const kept = await upload(pdf, { FileName: 'kept.pdf' });
    expect(kept.res.status).toBe(200);
    // a crash after the PUT stored its bytes, and another after the verified copy was written
    const crashed = createUploadUrlResponse.parse((await presign({ FileName: 'crashed.pdf' })).json);
    const copied = createUploadUrlResponse.parse((await presign({ FileName: 'copied.pdf' })).json);
    const rows = await server.db
      .selectFrom('order_document_uploads')
      .selectAll()
      .where('file_name', 'in', ['crashed.pdf', 'copied.pdf'])
      .execute();
    for (const row of rows) await server.blobs.put(row.upload_key, pdf, 'application/pdf');
    const copiedRow = rows.find((r) => r.file_name === 'copied.pdf')!;
    await server.blobs.put(copiedRow.document_key, pdf, 'application/pdf');
    expect(crashed.url).toBeTruthy();
    expect(copied.url).toBeTruthy();
    const docsBefore = await documentCount(order.ordNum);
    const filesBefore = await blobFiles();

    // nothing is swept while links are still valid
    expect((await sweepUploads(deps)).blobsDeleted).toBe(0);
    const later = new Date(Date.now() + server.config.blobs.urlTtlSeconds * 1000 + SWEEP_GRACE_MS + 1000);
    const swept = await sweepUploads(deps, later);
    expect(swept.blobsDeleted).toBe(3);
    const filesAfter = await blobFiles();
    expect(filesBefore.length - filesAfter.length).toBe(3);
    for (const row of rows) {
      expect(await server.blobs.head(row.upload_key)).toBeNull();
      expect(await server.blobs.head(row.document_key)).toBeNull();
    }
    expect(
      await server.db
        .selectFrom('order_document_uploads')
        .select('id')
        .where('expires_at', '<', later)
        .execute(),
    ).toEqual([]);
    // every listed document still has its bytes
    expect(await documentCount(order.ordNum)).toBe(docsBefore);
    const docs = await server.db.selectFrom('order_documents').select('blob_key').execute();
    for (const d of docs) expect(await server.blobs.head(d.blob_key), d.blob_key).not.toBeNull();
  });
});

describe('every document call', () => {
  it("answers another vendor's order or document exactly like a missing one (404), and 401 signed out", async () => {
    const { res } = await upload(pdf, { FileName: 'mine.pdf' });
    expect(res.status).toBe(200);
    const mine = (await pending()).find((d) => d.fileName === 'mine.pdf')!;
    const asOther = (path: string, init: { method?: string; body?: unknown } = {}) =>
      api(server, path, { ...init, token: other.token });
    for (const path of [
      callUrl(getPendingDocumentsCall, { params: { ordNum: order.ordNum } }),
      callUrl(getApprovedDocumentsCall, { params: { ordNum: order.ordNum } }),
    ]) {
      expect([(await asOther(path)).status, (await asOther(path)).json.error]).toEqual([
        404,
        WORK_ORDER_NOT_FOUND,
      ]);
      expect((await api(server, path)).status).toBe(401);
    }
    for (const path of [
      callUrl(getDocumentUrlCall, { params: { id: mine.id } }),
      callUrl(deleteDocumentCall, { params: { id: mine.id } }),
      callUrl(getDocumentUrlCall, { params: { id: 2000000000 } }),
      callUrl(deleteDocumentCall, { params: { id: 2000000000 } }),
    ]) {
      const r = await asOther(path);
      expect([r.status, r.json.error], path).toEqual([404, WORK_ORDER_DOCUMENT_NOT_FOUND]);
      expect((await api(server, path)).status, path).toBe(401);
    }
    const theirsPresign = await presign({ OrdNum: order.ordNum }, other.token);
    expect([theirsPresign.status, theirsPresign.json.error]).toEqual([404, WORK_ORDER_NOT_FOUND]);
    expect((await presign({ OrdNum: theirs.ordNum })).status).toBe(404);
    expect((await presign({}, null)).status).toBe(401);
    // the document is untouched
    expect((await pending()).some((d) => d.id === mine.id)).toBe(true);
    expect(DOCUMENT_CONTENT_TYPES.pdf).toBe('application/pdf');
  });
});
