// The Supply Partners calls over real HTTP, PostgreSQL and the real (local) blob store, with the demo
// partners: the page data, public logos, link tracking scoped to the session's vendor and user, and
// document downloads.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PARTNER_DOCUMENT_NOT_FOUND,
  PARTNER_LINK_UNKNOWN,
  SUPPLY_PARTNER_SECTIONS,
  callUrl,
  createSupplyPartnerLinkTrackingCall,
  downloadSupplyPartnerDocumentCall,
  getSupplyPartnersCall,
  getSupplyPartnersResponse,
  type GetSupplyPartnersResponse,
  supplyPartnerLogoCall,
} from '@vp/contracts';
import { api, type TestServer } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { seedSupplyPartners } from '../../demo/seed-supply-partners.ts';

const server = testServerForFile();
let me: Awaited<ReturnType<TestServer['signIn']>>;
let other: Awaited<ReturnType<TestServer['signIn']>>;
let page: GetSupplyPartnersResponse;

const documentUrl = (name: string) => callUrl(downloadSupplyPartnerDocumentCall, { params: { name } });

const track = (url: unknown, token?: string, extra: Record<string, unknown> = {}) =>
  api(server, createSupplyPartnerLinkTrackingCall.path, { method: 'POST', token, body: { url, ...extra } });

const trackingRows = () =>
  server.db
    .selectFrom('supply_partner_link_tracking')
    .select(['vendor_id as vendorId', 'user_id as userId', 'url', 'partner_id as partnerId'])
    .orderBy('id')
    .execute();

beforeAll(async () => {
  await seedSupplyPartners(server.db, server.blobs);
  me = await server.signIn();
  other = await server.signIn();
  const res = await server.call(getSupplyPartnersCall, {}, { as: me });
  expect(res.status).toBe(200);
  page = getSupplyPartnersResponse.parse(res.json);
});

const partner = (name: string) => {
  const found = page.sections.flatMap((s) => s.partners).find((p) => p.name === name);
  if (!found) throw new Error(`no partner ${name}`);
  return found;
};

describe('GET get-supply-partners', () => {
  it('needs a session', async () => {
    expect((await server.call(getSupplyPartnersCall)).status).toBe(401);
  });

  it("gives the SPEC's three sections in order, with the partners' logos, links and documents as data", () => {
    expect(page.sections.map((s) => [s.key, s.title])).toEqual(
      SUPPLY_PARTNER_SECTIONS.map((s) => [s.key, s.title]),
    );
    expect(page.sections.map((s) => s.partners.length)).toEqual([5, 3, 2]);
    expect(partner('Paperline Depot').links).toEqual([
      { kind: 'document', label: 'Ordering Instructions', documentName: 'office-supplies-guide' },
    ]);
    expect(partner('Ironclad Equipment').logoLinkUrl).toMatch(/\.pdf$/);
    expect(partner('Ironclad Equipment').links[0]).toMatchObject({ kind: 'esign', label: 'Order Form' });
    expect(partner('Torque & Co. Tools').logoLinkUrl).toBeNull();
    expect(page.sections[0]!.partners.filter((p) => p.display === 'brand')).toHaveLength(3);
  });

  it('serves every logo from our own origin without a session, and nothing else', async () => {
    for (const p of page.sections.flatMap((s) => s.partners)) {
      expect(p.logoUrl.startsWith(supplyPartnerLogoCall.path.replace(':fileName', ''))).toBe(true);
      const res = await api(server, p.logoUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.text).toContain('<svg');
      // an SVG opened on its own cannot run script
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
    }
    expect((await server.call(supplyPartnerLogoCall, { params: { fileName: 'nope.svg' } })).status).toBe(404);
    expect(
      (await server.call(supplyPartnerLogoCall, { params: { fileName: '../../blob-signing-secret' } }))
        .status,
    ).toBe(404);
  });

  it('leaves out inactive partners and their documents', async () => {
    await server.db
      .updateTable('supply_partners')
      .set({ active: false })
      .where('name', '=', 'Clearview Labs')
      .execute();
    try {
      const res = await server.call(getSupplyPartnersCall, {}, { as: me });
      const names = getSupplyPartnersResponse
        .parse(res.json)
        .sections.flatMap((s) => s.partners.map((p) => p.name));
      expect(names).not.toContain('Clearview Labs');
      const doc = await api(server, documentUrl('lab-guide'), { token: me.token });
      expect(doc.status).toBe(404);
    } finally {
      await server.db
        .updateTable('supply_partners')
        .set({ active: true })
        .where('name', '=', 'Clearview Labs')
        .execute();
    }
  });
});

describe('POST create-supply_partner_link_tracking', () => {
  it('needs a session and records nothing without one', async () => {
    const before = (await trackingRows()).length;
    const res = await track(partner('Swiftpay Payments').logoLinkUrl, undefined);
    expect(res.status).toBe(401);
    expect(await trackingRows()).toHaveLength(before);
  });

  it("records the session's vendor and user, never ones named in the body", async () => {
    const url = partner('Brightdesk Office Supply').links[0]!;
    expect(url.kind).toBe('external');
    const shipTo = url.kind === 'external' ? url.url : '';
    const mine = await track(shipTo, me.token, { vendorId: other.vendorId, userId: other.userId });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual({ success: true });
    const theirs = await track(partner('Ironclad Equipment').logoLinkUrl, other.token);
    expect(theirs.status).toBe(200);

    const rows = await trackingRows();
    expect(rows.filter((r) => r.vendorId === me.vendorId)).toEqual([
      {
        vendorId: me.vendorId,
        userId: me.userId,
        url: shipTo,
        partnerId: partner('Brightdesk Office Supply').id,
      },
    ]);
    expect(rows.filter((r) => r.vendorId === other.vendorId)).toEqual([
      {
        vendorId: other.vendorId,
        userId: other.userId,
        url: partner('Ironclad Equipment').logoLinkUrl,
        partnerId: partner('Ironclad Equipment').id,
      },
    ]);
  });

  it('records e-signature form links too', async () => {
    const form = partner('Torque & Co. Tools').links[0]!;
    const res = await track(form.kind === 'esign' ? form.url : '', me.token);
    expect(res.status).toBe(200);
  });

  it('refuses links the page does not offer, and bad bodies, recording nothing', async () => {
    const before = (await trackingRows()).length;
    const unknown = await track('https://evil.example/phish', me.token);
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe(PARTNER_LINK_UNKNOWN);
    expect((await track('', me.token)).status).toBe(400);
    expect((await track(42, me.token)).status).toBe(400);
    expect((await track('x'.repeat(3000), me.token)).status).toBe(400);
    expect(await trackingRows()).toHaveLength(before);
  });
});

describe('GET download-supply-partner-document/{name}', () => {
  it('needs a session', async () => {
    expect((await api(server, documentUrl('office-supplies-guide'))).status).toBe(401);
  });

  it('answers each offered document as a PDF attachment', async () => {
    for (const [name, fileName] of [
      ['office-supplies-guide', 'Paperline Ordering Instructions.pdf'],
      ['rental-guide', 'Liftway Partnership Highlights.pdf'],
      ['lab-guide', 'Clearview Labs Account Setup.pdf'],
    ] as const) {
      const res = await fetch(server.url + documentUrl(name), {
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(`filename="${fileName}"`);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('answers 404 for unknown and hostile names', async () => {
    for (const name of [
      'no-such-guide',
      '../blob-signing-secret',
      'supply-partners/logos/brightdesk.svg',
      'x'.repeat(90),
    ]) {
      const res = await api(server, documentUrl(name), { token: me.token });
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(PARTNER_DOCUMENT_NOT_FOUND);
    }
  });
});
