// The provider API's OpenAPI document as a generator sees it (issue 38 point 12, decision 102): it
// passes Spectral's `oas` ruleset without a warning, a client generated from it by openapi-typescript
// type-checks a program that uses its named resources, enums, typed events and field errors, and its
// server and token URLs are absolute.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import {
  EVENT_TYPES,
  INVOICE_STATUSES,
  listWorkOrdersCall,
  PROVIDER_TOKEN_PATH,
  putWorkOrderCall,
  WORK_ORDER_STATUSES,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { PROVIDER_OPENAPI_PATH, openApiPath } from './provider-openapi.ts';

const server = testServerForFile();
let doc: OpenAPI3 & Record<string, unknown>;
beforeAll(async () => {
  const res = await api(server, PROVIDER_OPENAPI_PATH);
  expect(res.status).toBe(200);
  doc = res.json as unknown as typeof doc;
});

type Schema = Record<string, unknown>;
const schemaNamed = (name: string) => (doc.components?.schemas ?? {})[name] as Schema | undefined;
const operation = (path: string, method: string) =>
  (doc.paths?.[openApiPath(path)] as Record<string, Schema> | undefined)?.[method.toLowerCase()];

describe('the provider OpenAPI document', () => {
  it("has no finding of Spectral's oas ruleset", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const findings = await spectral.run(new Document(JSON.stringify(doc), Json));
    expect(findings.map((f) => `${f.code} at ${f.path.join('.')}: ${f.message}`)).toEqual([]);
  });

  it('names the server and the token URL absolutely, from PUBLIC_URL', () => {
    expect(doc.servers).toEqual([{ url: server.url, description: expect.any(String) }]);
    const scheme = doc.components?.securitySchemes?.oauth2 as {
      flows: { clientCredentials: { tokenUrl: string } };
    };
    expect(scheme.flows.clientCredentials.tokenUrl).toBe(server.url + PROVIDER_TOKEN_PATH);
    expect(new URL(scheme.flows.clientCredentials.tokenUrl).origin).toBe(new URL(server.url).origin);
  });

  it('names every resource once and refers to it from every call, with the server’s enums', () => {
    for (const name of [
      'Vendor',
      'VendorUser',
      'Client',
      'Store',
      'WorkOrder',
      'CheckIn',
      'Invoice',
      'QuickPayRequest',
      'Document',
      'AnnouncementRound',
      'SupplyPartner',
      'PortalSettings',
      'Webhook',
      'WebhookDelivery',
      'WorkOrderInput',
    ])
      expect(schemaNamed(name), name).toBeDefined();
    const put = operation(putWorkOrderCall.path, 'PUT')!;
    expect(JSON.stringify(put.responses)).toContain('"$ref":"#/components/schemas/WorkOrder"');
    expect(JSON.stringify(put.requestBody)).toContain('"$ref":"#/components/schemas/WorkOrderInput"');
    const list = operation(listWorkOrdersCall.path, 'GET')!;
    expect(JSON.stringify(list.responses)).toContain('"$ref":"#/components/schemas/WorkOrder"');
    expect(schemaNamed('WorkOrderStatus')).toMatchObject({ enum: [...WORK_ORDER_STATUSES] });
    expect(schemaNamed('InvoiceStatus')).toMatchObject({ enum: [...INVOICE_STATUSES] });
    // no resource is written out again inline where another call answers it
    const inlineWorkOrders = JSON.stringify(doc.paths).match(/"clientInstructions"/g) ?? [];
    expect(inlineWorkOrders).toEqual([]);
  });

  it('sends every event type as a webhook with its typed payload, and types the feed by them', () => {
    const webhooks = doc.webhooks as Record<string, { post: Schema }>;
    expect(Object.keys(webhooks).sort()).toEqual([...EVENT_TYPES, 'webhook.test'].sort());
    const created = schemaNamed('WorkOrderCreatedEvent') as {
      properties: { type: Schema; data: { properties: Record<string, Schema> } };
    };
    expect(created.properties.type).toMatchObject({ const: 'work-order.created' });
    expect(created.properties.data.properties.status).toEqual({
      $ref: '#/components/schemas/WorkOrderStatus',
    });
    expect(schemaNamed('Event')?.oneOf).toHaveLength(EVENT_TYPES.length);
  });

  it('answers every 400 of /provider/v1 with field errors', () => {
    for (const methods of Object.values(doc.paths ?? {}))
      for (const op of Object.values(methods as Record<string, Schema>)) {
        const bad = (op.responses as Record<string, Schema>)['400'];
        expect(JSON.stringify(bad)).toContain('#/components/schemas/ValidationProblem');
      }
    expect(schemaNamed('ValidationProblem')).toMatchObject({
      required: expect.arrayContaining(['detail', 'errors']),
    });
  });

  it('generates a client with openapi-typescript that a typed program compiles against', async () => {
    const generated = astToString(await openapiTS(doc));
    const dir = await mkdtemp(join(tmpdir(), 'provider-client-'));
    try {
      await writeFile(join(dir, 'provider-api.ts'), generated);
      await writeFile(
        join(dir, 'program.ts'),
        `import type { components, paths, webhooks } from './provider-api.ts';
type Schemas = components['schemas'];
type WorkOrder = Schemas['WorkOrder'];
type Got = paths['/provider/v1/work-orders/{externalId}']['get']['responses'][200]['content']['application/json'];
export const sameType = (w: WorkOrder): Got => w;
export const open: Schemas['WorkOrderStatus'] = 'OPEN';
// @ts-expect-error a status the server refuses is no WorkOrderStatus
export const whatever: Schemas['WorkOrderStatus'] = 'Whatever';
export const firstStatus = (w: WorkOrder): 'OPEN' | 'DISPATCHED' | 'IN PROGRESS' | 'ON HOLD' | 'COMPLETED' | 'INVOICED' | 'CANCELLED' => w.status;
type Refused = paths['/provider/v1/work-orders/{externalId}']['put']['responses'][400]['content']['application/problem+json'];
export const fields = (p: Refused): string[] => p.errors.map((e) => e.path + ': ' + e.message + ' (' + p.detail + ')');
export function onEvent(event: Schemas['Event']): number | undefined {
  if (event.type === 'work-order.created') return event.subject.ordNum + event.data.crewLines.length;
  if (event.type === 'document.uploaded') return event.data.sizeBytes;
  return undefined;
}
type Uploaded = webhooks['document.uploaded']['post']['requestBody']['content']['application/json'];
export const size = (message: Uploaded): number => message.data.data.sizeBytes;
export const body: Schemas['WorkOrderInput'] = {
  poNum: 'PO-1', status: 'OPEN', client: 'C-1', store: 'S-1', vendor: 'V-1', category: 'HVAC',
  orderType: 'Repair', crewLines: [{ externalId: 'L-1', status: 'Assigned', workDate: '2026-01-05T13:00:00Z' }],
};
`,
      );
      const program = ts.createProgram([join(dir, 'program.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        allowImportingTsExtensions: true,
        skipLibCheck: true,
        types: [],
      });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
