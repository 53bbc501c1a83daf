// The demo dataset gives the company profile screen something in every section: trades, ZIPs with
// their cities, notes (one with hostile HTML written raw, for the e2e), documents whose files are
// really stored, the ACH message, and a second vendor paid by ACH.
import { beforeAll, expect, it } from 'vitest';
import {
  callUrl,
  getAchMessageCall,
  getAchMessageResponse,
  getCompanyDocumentsCall,
  getCompanyDocumentsResponse,
  getDocumentUrlCall,
  getDocumentUrlResponse,
  getVendorNotesCall,
  getVendorNotesResponse,
  getVendorProfileCall,
  getVendorTradesByVendorCall,
  getVendorTradesByVendorResponse,
  getVendorZipsCall,
  getVendorZipsResponse,
  vendorProfile,
} from '@vp/contracts';
import type { z } from 'zod';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { DEMO_VENDOR_NUM, seedDemoIfEmpty } from '../../demo/seed-demo.ts';
import { DEMO_HOSTILE_COMPANY_NOTE } from '../../demo/seed-company-profile.ts';
import { signInDemoUser } from '../../../test/fixtures/index.ts';

const server = testServerForFile({ env: { UPLOAD_SWEEP_INTERVAL_SECONDS: '0' } });
const tokens = new Map<number, string>();

beforeAll(async () => {
  await seedDemoIfEmpty(server.db, server.blobs);
  for (const vendorNum of [DEMO_VENDOR_NUM, 10002]) {
    tokens.set(vendorNum, (await signInDemoUser(server, { vendorNum })).token);
  }
});

const get = async <T extends z.ZodType>(schema: T, path: string, vendorNum = DEMO_VENDOR_NUM) => {
  const res = await api(server, path, { token: tokens.get(vendorNum) });
  expect(res.status, path).toBe(200);
  return schema.parse(res.json);
};

it('fills every section for the demo vendor, paid by check', async () => {
  expect((await get(vendorProfile, getVendorProfileCall.path)).remitType).toBe('CHECK');
  expect(
    (await get(getVendorTradesByVendorResponse, getVendorTradesByVendorCall.path)).vendorTradeByVendorIds.map(
      (t) => t.tradeCode,
    ),
  ).toEqual(['HVAC', 'Plumbing', 'Refrigeration']);
  const zips = (await get(getVendorZipsResponse, getVendorZipsCall.path)).vendorZip;
  expect(zips).toContainEqual(expect.objectContaining({ zipCode: '12207', city: 'Albany', state: 'NY' }));
  const notes = (await get(getVendorNotesResponse, getVendorNotesCall.path)).venderNotes;
  expect(notes).toHaveLength(3);
  // written raw on purpose (as the provider's systems would): the web app's DOMPurify handles it
  expect(notes.map((n) => n.notes)).toContain(DEMO_HOSTILE_COMPANY_NOTE);
  expect(notes.every((n) => n.noteType === 'Other')).toBe(true);
  const { documents } = await get(getCompanyDocumentsResponse, getCompanyDocumentsCall.path);
  // the fourth is the workers' compensation certificate of the demo's compliance (seed-compliance.ts)
  expect(documents.map((d) => d.status).sort()).toEqual(['approved', 'approved', 'approved', 'pending']);
  for (const d of documents) {
    const { url } = await get(getDocumentUrlResponse, callUrl(getDocumentUrlCall, { params: { id: d.id } }));
    const file = await fetch(new URL(url, server.url));
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
  }
  const { vendorAchMessage } = await get(getAchMessageResponse, getAchMessageCall.path);
  expect(vendorAchMessage).toContain('<strong>ACH</strong>');
});

it('makes the second demo vendor an ACH vendor with its own rows', async () => {
  expect((await get(vendorProfile, getVendorProfileCall.path, 10002)).remitType).toBe('ACH');
  expect(
    (await get(getVendorZipsResponse, getVendorZipsCall.path, 10002)).vendorZip.map((z) => z.zipCode),
  ).toEqual(['07102', '07103']);
  expect(
    (await get(getCompanyDocumentsResponse, getCompanyDocumentsCall.path, 10002)).documents,
  ).toHaveLength(1);
});
