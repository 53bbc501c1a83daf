// The OpenAPI document comes from the calls' contracts (issue 16 point 1): every call of the
// contracts is in it with its method, path, operation id, request and answer schemas, and every
// /api operation in it is a call of the contracts (no route registered around them).
import * as contracts from '@vp/contracts';
import type { ApiCall } from '@vp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServerForFile } from '../../../test/server-for-file.ts';

type Operation = {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  // the provider calls have their own document (provider-openapi.ts)
  (value as { access: { kind: string } }).access.kind !== 'provider';

/** Every call object the contracts export. */
const calls = (Object.values(contracts) as unknown[]).filter(isCall);
const documentedPath = (call: ApiCall) => call.path.replace(/:(\w+)/g, '{$1}');

const server = testServerForFile();
let doc: OpenApi;
beforeAll(async () => {
  doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi;
});

describe('the OpenAPI document', () => {
  it('has one call per id, each on its own method and path', () => {
    expect(calls.length).toBeGreaterThan(60);
    expect(new Set(calls.map((call) => call.id)).size).toBe(calls.length);
    expect(new Set(calls.map((call) => `${call.method} ${call.path}`)).size).toBe(calls.length);
  });

  it('describes every call of the contracts from its schemas', () => {
    for (const call of calls) {
      const name = `${call.method} ${call.path}`;
      const operation = doc.paths[documentedPath(call)]?.[call.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation?.operationId, name).toBe(call.id);
      if (call.body)
        expect(operation?.requestBody?.content?.['application/json']?.schema, name).toBeDefined();
      if (call.response) {
        expect(operation?.responses?.['200']?.content?.['application/json']?.schema, name).toBeDefined();
      }
      const pathNames = contracts.pathParameterNames(call);
      const documented = (operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(documented.sort(), name).toEqual(pathNames.sort());
      // a public call needs no token; the others the bearer token of the document's default
      if (call.access.kind === 'public') expect(operation?.security, name).toEqual([]);
      else expect(operation?.security, name).toBeUndefined();
    }
  });

  it('documents no /api operation that is not a call of the contracts', () => {
    const ids = new Set(calls.map((call) => call.id));
    const strays = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => !operation.operationId || !ids.has(operation.operationId))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(strays).toEqual([]);
  });
});
