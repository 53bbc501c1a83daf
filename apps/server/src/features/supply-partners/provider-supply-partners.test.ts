// The provider API's supply partners over real HTTP and PostgreSQL (decision 054): a partner created
// by the company's external id shows on the vendors' Supply Partners page with its logo served from our
// origin, updated with its ETag (If-Match, 412), taken off the page with active false; Idempotency-Key
// replay, bad input that writes nothing, the list by cursor and updated_since, and the events.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getSupplyPartnersCall,
  getSupplyPartnersResponse,
  listSupplyPartnersCall,
  providerPageSchema,
  providerSupplyPartnerSchema,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';

const PARTNERS = listSupplyPartnersCall.path;

const server = testServerForFile();
let writer: ProviderTestClient;
let reader: ProviderTestClient;
let vendorToken: string;

beforeAll(async () => {
  writer = await providerClient(server, ['supply-partners:write', 'supply-partners:read']);
  reader = await providerClient(server, ['supply-partners:read']);
  vendorToken = (await server.signIn()).token;
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${++counter}`;

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const logo = (bytes = SVG, contentType = 'image/svg+xml') => ({
  contentType,
  base64: bytes.toString('base64'),
});

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  section: 'equipment',
  name,
  logo: logo(),
  logoLinkUrl: 'https://partner.example/home',
  links: [
    { kind: 'external', label: 'Partnership Highlights', url: 'https://partner.example/highlights' },
    { kind: 'esign', label: 'Order Form', url: 'https://sign.example/form/1' },
  ],
  ...extra,
});

const expectProblem = (res: Awaited<ReturnType<typeof api>>, status: number, detail?: RegExp) => {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  if (detail) expect(String(res.json.detail)).toMatch(detail);
};

/** The vendors' page: the partner of this name as a vendor sees it, or undefined. */
async function onVendorPage(name: string) {
  const res = await server.call(getSupplyPartnersCall, {}, { as: { token: vendorToken } });
  expect(res.status, res.text).toBe(200);
  const page = getSupplyPartnersResponse.parse(res.json);
  for (const section of page.sections) {
    const partner = section.partners.find((p) => p.name === name);
    if (partner) return { section: section.key, ...partner };
  }
  return undefined;
}

const partnerRows = (externalId: string) =>
  server.db.selectFrom('supply_partners').select('id').where('external_id', '=', externalId).execute();

const eventsOfPartner = (externalId: string) =>
  server.db
    .selectFrom('events')
    .select(['type', 'vendor_id as vendorId', 'actor_kind as actorKind', 'data'])
    .where(sql<string>`subject->>'partnerExternalId'`, '=', externalId)
    .orderBy('id')
    .execute();

describe('the scope matrix', () => {
  it('answers 401 without a token and for a vendor session, 403 without the scope', async () => {
    const others = await providerClient(server, ['vendors:read', 'documents:write']);
    for (const call of [
      { method: 'PUT', path: `${PARTNERS}/P-matrix`, scope: 'supply-partners:write' },
      { method: 'GET', path: `${PARTNERS}/P-matrix`, scope: 'supply-partners:read' },
      { method: 'GET', path: PARTNERS, scope: 'supply-partners:read' },
    ] as const) {
      const init = { method: call.method, ...(call.method === 'PUT' ? { body: body('Matrix') } : {}) };
      expectProblem(await api(server, call.path, init), 401);
      expectProblem(await api(server, call.path, { ...init, token: vendorToken }), 401);
      expectProblem(await others.call(call.method, call.path, init), 403, new RegExp(call.scope));
    }
    expectProblem(await reader.call('PUT', `${PARTNERS}/P-matrix`, { body: body('Matrix') }), 403);
    expect(await partnerRows('P-matrix')).toEqual([]);
  });
});

describe('PUT /provider/v1/supply-partners/:externalId', () => {
  it("creates a partner (201, ETag) that the vendors' page shows at once, with its logo from our origin", async () => {
    const externalId = unique('P');
    const name = unique('Rental Partner');
    const res = await writer.call('PUT', `${PARTNERS}/${externalId}`, { body: body(name) });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('etag')).toBe('"1"');
    const partner = providerSupplyPartnerSchema.parse(res.json);
    expect(partner).toMatchObject({
      externalId,
      section: 'equipment',
      name,
      display: 'partner',
      logoAlt: `${name} logo`,
      active: true,
      links: [
        {
          kind: 'external',
          label: 'Partnership Highlights',
          url: 'https://partner.example/highlights',
          document: null,
        },
        { kind: 'esign', label: 'Order Form', url: 'https://sign.example/form/1', document: null },
      ],
    });
    const shown = await onVendorPage(name);
    expect(shown).toMatchObject({
      section: 'equipment',
      logoUrl: partner.logoPath,
      logoLinkUrl: 'https://partner.example/home',
      links: [
        { kind: 'external', label: 'Partnership Highlights', url: 'https://partner.example/highlights' },
        { kind: 'esign', label: 'Order Form', url: 'https://sign.example/form/1' },
      ],
    });
    const image = await fetch(server.url + partner.logoPath);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(Buffer.from(await image.arrayBuffer()).equals(SVG)).toBe(true);
    expect(await eventsOfPartner(externalId)).toEqual([
      { type: 'supply-partner.created', vendorId: null, actorKind: 'provider', data: { active: true } },
    ]);
  });

  it('updates with If-Match (412 when stale), keeps the logo when none is sent, and takes it off the page with active false', async () => {
    const externalId = unique('P');
    const name = unique('Lab Partner');
    const path = `${PARTNERS}/${externalId}`;
    const created = providerSupplyPartnerSchema.parse(
      (await writer.call('PUT', path, { body: body(name) })).json,
    );
    const { logo: _drop, ...withoutLogo } = body(name, { section: 'for-your-business', links: [] });
    const updated = await writer.call('PUT', path, { body: withoutLogo, headers: { 'if-match': '"1"' } });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.headers.get('etag')).toBe('"2"');
    expect(providerSupplyPartnerSchema.parse(updated.json)).toMatchObject({
      section: 'for-your-business',
      logoPath: created.logoPath,
      links: [],
    });
    expect(await onVendorPage(name)).toMatchObject({ section: 'for-your-business', links: [] });

    expectProblem(
      await writer.call('PUT', path, {
        body: { ...withoutLogo, name: 'Stale' },
        headers: { 'if-match': '"1"' },
      }),
      412,
    );
    // the same partner again changes nothing
    const same = await writer.call('PUT', path, { body: withoutLogo });
    expect([same.status, same.headers.get('etag')]).toEqual([200, '"2"']);

    // a new PNG logo gets a new file; the old one is gone
    const png = await writer.call('PUT', path, { body: { ...withoutLogo, logo: logo(PNG, 'image/png') } });
    const withPng = providerSupplyPartnerSchema.parse(png.json);
    expect(withPng.logoPath).toMatch(/\.png$/);
    expect((await fetch(server.url + withPng.logoPath)).status).toBe(200);
    expect((await fetch(server.url + created.logoPath)).status).toBe(404);

    const off = await writer.call('PUT', path, { body: { ...withoutLogo, active: false } });
    expect(providerSupplyPartnerSchema.parse(off.json).active).toBe(false);
    expect(await onVendorPage(name)).toBeUndefined();
    expect((await fetch(server.url + withPng.logoPath)).status).toBe(404);
    expect((await reader.call('GET', path)).json).toMatchObject({ active: false, version: 4 });
    expect((await eventsOfPartner(externalId)).map((e) => e.type)).toEqual([
      'supply-partner.created',
      'supply-partner.updated',
      'supply-partner.updated',
      'supply-partner.updated',
    ]);
  });

  it('replays an Idempotency-Key (422 with another body)', async () => {
    const externalId = unique('P');
    const path = `${PARTNERS}/${externalId}`;
    const key = `${externalId}-k`;
    const first = await writer.call('PUT', path, { body: body('Replay Co'), idempotencyKey: key });
    expect(first.status, first.text).toBe(201);
    const replay = await writer.call('PUT', path, { body: body('Replay Co'), idempotencyKey: key });
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(replay.json).toEqual(first.json);
    expectProblem(await writer.call('PUT', path, { body: body('Other Co'), idempotencyKey: key }), 422);
    expect(await partnerRows(externalId)).toHaveLength(1);
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const externalId = unique('P');
    const path = `${PARTNERS}/${externalId}`;
    for (const bad of [
      {},
      body('X', { section: 'garden' }),
      body(''),
      body('X', { logoLinkUrl: 'javascript:alert(1)' }),
      body('X', { links: [{ kind: 'external', label: 'L', url: 'ftp://x' }] }),
      body('X', { extra: 1 }),
      body('X', { logo: { contentType: 'image/gif', base64: 'R0lG' } }),
    ])
      expectProblem(await writer.call('PUT', path, { body: bad }), 400);
    expectProblem(
      await writer.call('PUT', path, {
        body: body('X', { logo: logo(Buffer.from('not an image'), 'image/png') }),
      }),
      400,
      /logo/,
    );
    expectProblem(
      await writer.call('PUT', path, { body: body('X', { logo: logo(Buffer.from('<html></html>')) }) }),
      400,
      /logo/,
    );
    const { logo: _drop, ...noLogo } = body('X');
    expectProblem(await writer.call('PUT', path, { body: noLogo }), 400, /logo/);
    expectProblem(
      await writer.call('PUT', path, {
        body: body('X', { links: [{ kind: 'document', label: 'Guide', document: 'no-such-guide' }] }),
      }),
      400,
      /no-such-guide/,
    );
    expectProblem(await writer.call('PUT', path, { body: body('X'), headers: { 'if-match': '"1"' } }), 412);
    expectProblem(await writer.call('PUT', `${PARTNERS}/bad%20id`, { body: body('X') }), 400);
    expect(await partnerRows(externalId)).toEqual([]);
    expect(await eventsOfPartner(externalId)).toEqual([]);
  });
});

describe('GET /provider/v1/supply-partners', () => {
  it('404s an unknown partner, pages by cursor and filters by updated_since', async () => {
    expectProblem(await reader.call('GET', `${PARTNERS}/NO-SUCH-PARTNER`), 404);
    const ids = [unique('P'), unique('P'), unique('P')];
    for (const id of ids)
      expect((await writer.call('PUT', `${PARTNERS}/${id}`, { body: body(id) })).status).toBe(201);
    const pageSchema = providerPageSchema(providerSupplyPartnerSchema);
    const seen: (string | null)[] = [];
    let cursor: string | null = null;
    do {
      const res = await reader.call('GET', `${PARTNERS}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, res.text).toBe(200);
      const page = pageSchema.parse(res.json);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((p) => p.externalId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.filter((id) => id !== null && ids.includes(id))).toEqual(ids);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await reader.call('GET', `${PARTNERS}?updated_since=${encodeURIComponent(future)}`)).json,
    ).toEqual({
      items: [],
      nextCursor: null,
    });
    expectProblem(await reader.call('GET', `${PARTNERS}?cursor=garbage`), 400);
  });
});
