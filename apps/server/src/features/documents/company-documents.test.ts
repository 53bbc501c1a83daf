// Company documents (decision 026) over real HTTP, PostgreSQL and the local blob store: the same
// verified two-step upload as work-order documents (bytes must match the extension, refused uploads
// leave nothing), the optional comment, the list, download and delete through the work-order calls,
// and the vendor check (another vendor's documents answer 404 like missing ones; 401 signed out).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPTED_DOCUMENT_EXTENSIONS,
  callUrl,
  COMPANY_DOCUMENT_COMMENT_MAX_LENGTH,
  companyDocumentCommentTooLong,
  createCompanyUploadUrlCall,
  type CreateCompanyUploadUrlRequest,
  createUploadUrlResponse,
  deleteDocumentCall,
  DOCUMENT_TYPES,
  getCompanyDocumentsCall,
  getCompanyDocumentsResponse,
  getDocumentUrlCall,
  getDocumentUrlResponse,
  getPendingDocumentsCall,
  WORK_ORDER_DOCUMENT_APPROVED,
  WORK_ORDER_DOCUMENT_DELETED,
  WORK_ORDER_DOCUMENT_NOT_FOUND,
  WORK_ORDER_DOCUMENT_TYPE_UNKNOWN,
  workOrderFileContentMismatch,
  workOrderFileKindNotAccepted,
  getDocumentTypesCall,
  vendorPermissionDenied,
} from '@vp/contracts';
import { api, type TestServer } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { addTestOrder, makePdf, signInUser } from '../../../test/fixtures/index.ts';

const LIST = getCompanyDocumentsCall.path;
const PRESIGN = createCompanyUploadUrlCall.path;

const server = testServerForFile({ env: { UPLOAD_SWEEP_INTERVAL_SECONDS: '0' } });
let me: Awaited<ReturnType<TestServer['signIn']>>;
let other: Awaited<ReturnType<TestServer['signIn']>>;
let pdf: Buffer;
let png: Buffer;

beforeAll(async () => {
  me = await server.signIn();
  other = await server.signIn();
  pdf = await makePdf('W-9 2026');
  png = await readFile(join(import.meta.dirname, '../../demo/assets/thermostat.png'));
});

function presign(body: Partial<CreateCompanyUploadUrlRequest>, token: string | null = me.token) {
  return api(server, PRESIGN, {
    method: 'POST',
    body: {
      FileName: 'W-9.pdf',
      Type: 'General',
      ContentType: 'application/pdf',
      FileExtension: 'pdf',
      VendNum: 0,
      Comment: '',
      ...body,
    },
    ...(token === null ? {} : { token }),
  });
}

/** Both steps, as the vendor `token`; the PUT's answer and the refusal text, if any. */
async function upload(bytes: Buffer, body: Partial<CreateCompanyUploadUrlRequest> = {}, token = me.token) {
  const signed = await presign(body, token);
  expect(signed.status, signed.text).toBe(200);
  const link = createUploadUrlResponse.parse(signed.json);
  const res = await fetch(new URL(link.url, server.url), {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': link.contentType },
  });
  return { res, error: res.ok ? null : ((await res.json()) as { error: string }).error };
}

const list = async (token = me.token) => {
  const res = await api(server, LIST, { token });
  expect(res.status).toBe(200);
  return getCompanyDocumentsResponse.parse(res.json).documents;
};

const rowCount = async () =>
  (await server.db.selectFrom('order_documents').select('id').where('ord_num', 'is', null).execute()).length;

describe('company documents', () => {
  it('lists the vendor document types', async () => {
    const res = await server.call(getDocumentTypesCall, { params: { x: 'vendor' } }, { as: me });
    expect(res.json).toEqual({ documentTypes: DOCUMENT_TYPES.map((code) => ({ code })) });
    expect((await server.call(getDocumentTypesCall, { params: { x: 'vendor' } })).status).toBe(401);
  });

  it('uploads a verified file with its comment, lists it, downloads the same bytes and deletes it', async () => {
    const { res } = await upload(pdf, {
      FileName: 'C:\\fakepath\\W-9 "2026".pdf',
      Comment: '  Tax form  ',
      VendNum: 99999,
    });
    expect(res.status).toBe(200);
    const [doc] = await list();
    expect(doc).toMatchObject({
      type: 'General',
      fileName: 'W-9 _2026_.pdf',
      fileExtension: 'pdf',
      comment: 'Tax form',
      status: 'pending',
      inputBy: expect.any(String),
    });
    // the other vendor sees none of it, and a work order's lists do not show it
    expect(await list(other.token)).toEqual([]);
    const order = await addTestOrder(server.db, me.vendorId);
    const approved = await server.call(
      getPendingDocumentsCall,
      { params: { ordNum: order.ordNum } },
      { as: me },
    );
    expect(approved.json).toEqual({ unapprovedDocuments: [] });

    const link = await server.call(getDocumentUrlCall, { params: { id: doc!.id } }, { as: me });
    const { url, fileName, contentType } = getDocumentUrlResponse.parse(link.json);
    expect([fileName, contentType]).toEqual(['W-9 _2026_.pdf', 'application/pdf']);
    const file = await fetch(new URL(url, server.url));
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    const removed = await server.call(deleteDocumentCall, { params: { id: doc!.id } }, { as: me });
    expect(removed.json).toEqual({ success: true, error: null, message: WORK_ORDER_DOCUMENT_DELETED });
    expect(await list()).toEqual([]);
    expect((await fetch(new URL(url, server.url))).status).toBe(404);
  });

  it('keeps the comment optional', async () => {
    const withoutComment = await presign({ Comment: undefined });
    expect(withoutComment.status).toBe(200);
    const nullComment = await presign({ Comment: null });
    expect(nullComment.status).toBe(200);
  });

  it('refuses bytes that do not match the extension, leaving no document', async () => {
    const before = await rowCount();
    const { res, error } = await upload(png, { FileName: 'fake.pdf' });
    expect(res.status).toBe(415);
    expect(error).toBe(workOrderFileContentMismatch('pdf'));
    expect(await rowCount()).toBe(before);
    expect((await list()).map((d) => d.fileName)).not.toContain('fake.pdf');
  });

  it('refuses bad metadata with a clear message and records nothing', async () => {
    const uploads = async () =>
      (await server.db.selectFrom('order_document_uploads').select('id').execute()).length;
    const before = await uploads();
    const cases: [Partial<CreateCompanyUploadUrlRequest>, string][] = [
      [
        { FileName: 'run.exe', FileExtension: 'exe' },
        workOrderFileKindNotAccepted(ACCEPTED_DOCUMENT_EXTENSIONS),
      ],
      [
        { FileName: 'a.pdf', FileExtension: 'png' },
        workOrderFileKindNotAccepted(ACCEPTED_DOCUMENT_EXTENSIONS),
      ],
      [{ Type: 'Passport' }, WORK_ORDER_DOCUMENT_TYPE_UNKNOWN],
      [
        { Comment: 'x'.repeat(COMPANY_DOCUMENT_COMMENT_MAX_LENGTH + 1) },
        companyDocumentCommentTooLong(COMPANY_DOCUMENT_COMMENT_MAX_LENGTH),
      ],
    ];
    for (const [body, message] of cases) {
      const res = await presign(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect((await presign({ FileName: 42 as unknown as string })).status).toBe(400);
    expect(await uploads()).toBe(before);
  });

  it('refuses to delete an approved company document', async () => {
    expect((await upload(pdf, {}, other.token)).res.status).toBe(200);
    const [theirs] = await list(other.token);
    await server.db
      .updateTable('order_documents')
      .set({ status: 'approved' })
      .where('id', '=', theirs!.id)
      .execute();
    const res = await server.call(deleteDocumentCall, { params: { id: theirs!.id } }, { as: other });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(WORK_ORDER_DOCUMENT_APPROVED);
    expect(await list(other.token)).toHaveLength(1);
  });

  it("answers another vendor's document like a missing one (404), and 401 signed out", async () => {
    expect((await upload(pdf, { FileName: 'theirs.pdf' }, other.token)).res.status).toBe(200);
    const theirs = (await list(other.token)).find((d) => d.fileName === 'theirs.pdf')!;
    for (const path of [
      callUrl(getDocumentUrlCall, { params: { id: theirs.id } }),
      callUrl(deleteDocumentCall, { params: { id: theirs.id } }),
    ]) {
      const res = await api(server, path, { token: me.token });
      expect(res.status, path).toBe(404);
      expect(res.json.error).toBe(WORK_ORDER_DOCUMENT_NOT_FOUND);
      const missing = await api(server, path.replace(String(theirs.id), '999999'), { token: me.token });
      expect(missing.status).toBe(404);
      expect(missing.json.error).toBe(res.json.error);
    }
    expect((await list(other.token)).some((d) => d.id === theirs.id)).toBe(true);
    expect((await api(server, LIST)).status).toBe(401);
    expect((await presign({}, null)).status).toBe(401);
  });

  it('asks of a call that serves both kinds of document the permission the document needs', async () => {
    expect((await upload(pdf, { FileName: 'insurance.pdf' })).res.status).toBe(200);
    const doc = (await list()).find((d) => d.fileName === 'insurance.pdf')!;
    const technician = await signInUser(server, { vendorId: me.vendorId, roles: ['Technician'] });
    const finance = await signInUser(server, { vendorId: me.vendorId, roles: ['Finance'] });
    // a Technician may change work orders' documents, not the company's, nor see them
    const download = await server.call(getDocumentUrlCall, { params: { id: doc.id } }, { as: technician });
    expect([download.status, download.json.error]).toEqual([403, vendorPermissionDenied('company')]);
    const removal = await server.call(deleteDocumentCall, { params: { id: doc.id } }, { as: technician });
    expect([removal.status, removal.json.error]).toEqual([403, vendorPermissionDenied('company:edit')]);
    // Finance reads the company's documents and changes none
    expect((await server.call(getDocumentUrlCall, { params: { id: doc.id } }, { as: finance })).status).toBe(
      200,
    );
    const refused = await server.call(deleteDocumentCall, { params: { id: doc.id } }, { as: finance });
    expect(refused.status).toBe(403);
    expect((await list()).some((d) => d.id === doc.id)).toBe(true);
  });
});
