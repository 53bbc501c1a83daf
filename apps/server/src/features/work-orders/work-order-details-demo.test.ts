// The demo dataset gives the details screen something in every section for the demo vendor's first
// orders, with documents whose files are really stored, and the hostile HTML the e2e test relies on.
import { beforeAll, expect, it } from 'vitest';
import { fileTypeFromBuffer } from 'file-type';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { DEMO_VENDOR_NUM, seedDemoIfEmpty } from '../../demo/seed-demo.ts';
import { signInDemoUser } from '../../../test/fixtures/index.ts';
import {
  callUrl,
  getApprovedDocumentsCall,
  getClientInstructionCall,
  getCrewDetailsCall,
  getDocumentUrlCall,
  getOrderDetailCall,
  getOrderNotesCall,
  getPendingDocumentsCall,
  getRecurSummaryCall,
} from '@vp/contracts';

const server = testServerForFile({ env: { UPLOAD_SWEEP_INTERVAL_SECONDS: '0' } });
let token: string;

beforeAll(async () => {
  await seedDemoIfEmpty(server.db, server.blobs);
  token = (await signInDemoUser(server, { vendorNum: DEMO_VENDOR_NUM })).token;
});

const get = async (path: string) => {
  const res = await api(server, path, { token });
  expect(res.status, path).toBe(200);
  return res.json;
};

it('fills every section of the first demo orders, with downloadable documents', async () => {
  for (const po of ['PO0000001', 'PO0000002', 'PO0000012']) {
    const crew = await server.db
      .selectFrom('crew_details as cd')
      .innerJoin('orders as o', 'o.ord_num', 'cd.ord_num')
      .select(['cd.ocd_id', 'cd.ord_num', 'cd.crew_id'])
      .where('o.po_num', '=', po)
      .orderBy('cd.work_date', 'desc')
      .executeTakeFirstOrThrow();
    expect(
      (await get(callUrl(getOrderDetailCall, { params: { id: crew.ocd_id } }))).orderDetail,
    ).toMatchObject({
      poNum: po,
    });
    expect(
      (await get(callUrl(getRecurSummaryCall, { params: { ordNum: crew.ord_num } }))).recurSummary,
    ).not.toEqual([]);
    expect(
      (await get(callUrl(getClientInstructionCall, { params: { ordNum: crew.ord_num } }))).clientInstruction,
    ).not.toBe('');
    expect(
      (
        await get(
          `${callUrl(getCrewDetailsCall, { params: { crewId: crew.crew_id } })}?ordNum=${crew.ord_num}`,
        )
      ).crewDetails,
    ).toHaveLength(2);
    expect(
      (await get(callUrl(getOrderNotesCall, { params: { ordNum: crew.ord_num } }))).orderNotes,
    ).not.toEqual([]);
    const approved = (await get(callUrl(getApprovedDocumentsCall, { params: { ordNum: crew.ord_num } })))
      .vendorDocuments as { id: number; fileExtension: string }[];
    const pending = (await get(callUrl(getPendingDocumentsCall, { params: { ordNum: crew.ord_num } })))
      .unapprovedDocuments as {
      id: number;
      type: string;
      fileExtension: string;
    }[];
    expect(approved.length).toBeGreaterThanOrEqual(2);
    expect(pending.length).toBeGreaterThanOrEqual(1);
    expect(pending.some((d) => d.type === 'Vendor Invoice')).toBe(po === 'PO0000002');
    for (const doc of [...approved, ...pending]) {
      const link = await get(callUrl(getDocumentUrlCall, { params: { id: doc.id } }));
      const file = await fetch(new URL(link.url as string, server.url));
      const bytes = Buffer.from(await file.arrayBuffer());
      const detected = await fileTypeFromBuffer(bytes);
      expect(detected?.ext, `${po} ${doc.fileExtension}`).toBe(doc.fileExtension);
    }
  }
});

it('puts hostile HTML into PO0000001 for the browser test to prove it never runs', async () => {
  const order = await server.db
    .selectFrom('orders')
    .select(['ord_num', 'order_comment'])
    .where('po_num', '=', 'PO0000001')
    .executeTakeFirstOrThrow();
  expect(order.order_comment).toMatch(/onerror/);
  expect(
    (await get(callUrl(getClientInstructionCall, { params: { ordNum: order.ord_num } }))).clientInstruction,
  ).toMatch(/javascript:/);
  const notes = (await get(callUrl(getOrderNotesCall, { params: { ordNum: order.ord_num } }))).orderNotes as {
    notes: string;
  }[];
  expect(notes.some((n) => /onerror/.test(n.notes))).toBe(true);
});
