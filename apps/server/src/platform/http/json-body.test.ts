// Deeply nested JSON (issue 37 point 1, decision 094): a body nested deeper than 64 arrays and objects
// is a 400 that says so on every surface, in that surface's own error shape, refused while it is
// parsed; 64 levels pass the parser. The review's body (10,000 deep) answered 500 after ~0.5 s of the
// only thread, in the control-character walk.
import { beforeAll, describe, expect, it } from 'vitest';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { BODY_TOO_DEEP, MAX_BODY_DEPTH, jsonNestedDeeperThan } from './json-body.ts';
import {
  acceptDeclineAnnouncementCall,
  bulkWorkOrdersCall,
  createStaffCall,
  createVendorTradeCall,
  exportWorkOrdersCall,
  forgotUserPasswordCall,
  signInStartCall,
  staffSignInStartCall,
  unsubscribeAnnouncementsCall,
  callUrl,
  putVendorCall,
} from '@vp/contracts';

const server = testServerForFile();
let vendorToken: string;
let staffToken: string;
let provider: ProviderTestClient;
beforeAll(async () => {
  vendorToken = (await server.signIn()).token;
  staffToken = (await staffSession(server, 'administrator')).token;
  provider = await providerClient(server, ['work-orders:write', 'vendors:write']);
});

/** `fields` and a key "z" holding arrays nested so that the whole body is `depth` levels deep. */
function nestedBody(depth: number, fields: Record<string, unknown> = {}): string {
  const head = JSON.stringify(fields).slice(0, -1);
  const inner = depth - 1;
  return `${head}${head.length > 1 ? ',' : ''}"z":${'['.repeat(inner)}${']'.repeat(inner)}}`;
}

async function post(path: string, body: string, headers: Record<string, string> = {}, method = 'POST') {
  const res = await fetch(server.url + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
}

type Surface = {
  name: string;
  path: string;
  fields?: Record<string, unknown> | ((depth: number) => Record<string, unknown>);
  headers?: () => Record<string, string>;
  method?: string;
  /** what a refused body would have changed, checked to be unchanged */
  unchanged?: () => Promise<void>;
  /** the answer's shape: /api and /staff/api {error, message, statusCode}, /provider problem+json */
  shape: 'api' | 'problem';
};

const surfaces: Surface[] = [
  {
    name: 'forgot password',
    path: forgotUserPasswordCall.path,
    fields: { email: 'a@b.example' },
    shape: 'api',
  },
  { name: 'sign-in start', path: signInStartCall.path, fields: { email: 'a@b.example' }, shape: 'api' },
  {
    name: 'announcement answer',
    path: acceptDeclineAnnouncementCall.path,
    fields: { rounddetailId: 'abc', response: 'Accepted' },
    shape: 'api',
  },
  {
    name: 'announcement unsubscribe',
    path: unsubscribeAnnouncementsCall.path,
    fields: { rounddetailId: 'abc' },
    shape: 'api',
  },
  {
    name: 'a signed-in vendor call',
    path: createVendorTradeCall.path,
    fields: { trade: 'HVAC' },
    headers: () => ({ authorization: `Bearer ${vendorToken}` }),
    shape: 'api',
  },
  {
    // this call's scope reads its body as a stream, without the shared parser (export-body-scanner.ts)
    name: 'the Excel export',
    path: exportWorkOrdersCall.path,
    fields: { timezone: 'UTC' },
    headers: () => ({ authorization: `Bearer ${vendorToken}` }),
    shape: 'api',
  },
  {
    name: 'staff sign-in start',
    path: staffSignInStartCall.path,
    fields: { email: 'a@b.example' },
    shape: 'api',
  },
  {
    name: 'a staff call',
    path: createStaffCall.path,
    fields: (depth) => ({ email: `deep${depth}@acme.test`, name: 'Deep', role: 'read_only' }),
    headers: () => ({ authorization: `Bearer ${staffToken}` }),
    unchanged: async () => {
      const refused = ['deep10000@acme.test', `deep${MAX_BODY_DEPTH + 1}@acme.test`];
      const rows = await server.db
        .selectFrom('staff_accounts')
        .select('id')
        .where('email', 'in', refused)
        .execute();
      expect(rows).toEqual([]);
    },
    shape: 'api',
  },
  {
    name: 'provider bulk',
    path: bulkWorkOrdersCall.path,
    fields: { items: [] },
    headers: () => ({ authorization: `Bearer ${provider.token}`, 'idempotency-key': crypto.randomUUID() }),
    shape: 'problem',
  },
  {
    name: 'provider PUT',
    path: callUrl(putVendorCall, { params: { externalId: 'V-deep' } }),
    method: 'PUT',
    fields: { company: 'Deep' },
    headers: () => ({ authorization: `Bearer ${provider.token}`, 'idempotency-key': crypto.randomUUID() }),
    shape: 'problem',
  },
];

function expectTooDeep(surface: Surface, res: Awaited<ReturnType<typeof post>>) {
  expect(res.status, res.text).toBe(400);
  const body = JSON.parse(res.text) as Record<string, unknown>;
  if (surface.shape === 'api') {
    expect(body).toMatchObject({ error: BODY_TOO_DEEP, message: BODY_TOO_DEEP, statusCode: 400 });
  } else {
    expect(res.type).toMatch(/^application\/problem\+json/);
    expect(body).toMatchObject({
      status: 400,
      detail: BODY_TOO_DEEP,
      type: 'urn:vendor-portal:problem:body-too-deep',
    });
  }
}

describe('bodies nested deeper than 64 levels', () => {
  it.each(surfaces)(
    '$name: 10,000 and 65 levels are a 400 that says so, 64 pass the parser',
    async (surface) => {
      const send = (depth: number) => {
        const fields = typeof surface.fields === 'function' ? surface.fields(depth) : surface.fields;
        return post(surface.path, nestedBody(depth, fields), surface.headers?.() ?? {}, surface.method);
      };
      expectTooDeep(surface, await send(10_000));
      expectTooDeep(surface, await send(MAX_BODY_DEPTH + 1));
      await surface.unchanged?.();
      const atLimit = await send(MAX_BODY_DEPTH);
      // refused or not by the call's own rules (an unknown field "z"), but never for its depth
      expect(atLimit.status, atLimit.text).toBeLessThan(500);
      expect(atLimit.text).not.toContain('nested more than');
    },
  );

  // the parser it replaces still parses: its other refusals stay (a regression guard, not a new rule)
  it('keeps the parser as it was otherwise: bad JSON, an empty body and __proto__ are 400s', async () => {
    for (const body of ['{"email":', '', '{"__proto__":{"x":1},"email":"a@b.example"}']) {
      const res = await post(forgotUserPasswordCall.path, body);
      expect(res.status, body).toBe(400);
      expect(res.text).not.toContain('nested more than');
    }
  });
});

describe('jsonNestedDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings, escaped quotes included', () => {
    expect(jsonNestedDeeperThan('[[1]]', 2)).toBe(false);
    expect(jsonNestedDeeperThan('[[1]]', 1)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":[{}]}', 3)).toBe(false);
    expect(jsonNestedDeeperThan('{"a":[{}]}', 2)).toBe(true);
    // depth goes down again between siblings
    expect(jsonNestedDeeperThan('[[],[],[[]]]', 3)).toBe(false);
    expect(jsonNestedDeeperThan('["[[[[", "{{{{"]', 1)).toBe(false);
    expect(jsonNestedDeeperThan('["a\\"[[[[", "\\\\", [[1]]]', 2)).toBe(true);
    expect(jsonNestedDeeperThan('["a\\"[[[[", "\\\\", [[1]]]', 3)).toBe(false);
    expect(jsonNestedDeeperThan('["\\\\\\"[[", 1]', 1)).toBe(false);
    // an unclosed string ends the scan: JSON.parse refuses the text after
    expect(jsonNestedDeeperThan('["[[[[', 1)).toBe(false);
  });

  it('scans 100,000 levels without a stack', () => {
    const text = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(jsonNestedDeeperThan(text, 99_999)).toBe(true);
    expect(jsonNestedDeeperThan(text, 100_000)).toBe(false);
  });
});
