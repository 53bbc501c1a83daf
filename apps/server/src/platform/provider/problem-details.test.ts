// Every 400 of /provider/v1 names its fields (issue 38 point 12, decision 102): a refused body, query
// or path parameter, an unknown reference and a request refused as a whole all answer problem details
// with `errors: [{path, message}]` beside `detail`, the shape the OpenAPI document gives them
// (ValidationProblem) and the one a bulk answer gives per item.
import { beforeAll, describe, expect, it } from 'vitest';
import { providerValidationProblemSchema } from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { providerClient, type ProviderTestClient } from '../../../test/provider-client.ts';

const V1 = '/provider/v1';
const server = testServerForFile();
let writer: ProviderTestClient;

beforeAll(async () => {
  writer = await providerClient(server, [
    'work-orders:write',
    'work-orders:read',
    'invoices:write',
    'documents:read',
  ]);
});

/** The answer is a 400 problem whose errors are exactly `errors` (in any order). */
function expectFieldErrors(
  res: Awaited<ReturnType<typeof api>>,
  errors: { path: string; message?: unknown }[],
) {
  expect(res.status, res.text).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const problem = providerValidationProblemSchema.parse(res.json);
  expect(problem.detail.length).toBeGreaterThan(0);
  expect(problem.errors).toEqual(
    expect.arrayContaining(
      errors.map((e) =>
        expect.objectContaining({ path: e.path, ...(e.message ? { message: e.message } : {}) }),
      ),
    ),
  );
  expect(problem.errors).toHaveLength(errors.length);
  return problem;
}

const workOrder = (overrides: Record<string, unknown> = {}) => ({
  poNum: 'PO-400',
  status: 'OPEN',
  client: 'C-none',
  store: 'S-none',
  vendor: 'V-none',
  category: 'HVAC',
  orderType: 'Repair',
  crewLines: [{ externalId: 'L-400', status: 'Assigned', workDate: '2026-03-02T13:00:00Z' }],
  ...overrides,
});

describe('a 400 of /provider/v1', () => {
  it('lists the refused fields of a single call’s body, dotted, with detail still saying it', async () => {
    const res = await writer.call('PUT', `${V1}/work-orders/WO-400`, {
      body: workOrder({
        status: 'Whatever',
        nte: '12.345',
        crewLines: [{ externalId: 'L-400', status: 'Assigned', workDate: 'tomorrow' }],
      }),
    });
    const problem = expectFieldErrors(res, [
      { path: 'status', message: expect.stringContaining('"OPEN"') },
      { path: 'nte' },
      { path: 'crewLines.0.workDate' },
    ]);
    expect(problem.detail).toMatch(/crewLines\.0\.workDate/);
  });

  it('names the unknown references of a valid body as fields', async () => {
    const res = await writer.call('PUT', `${V1}/work-orders/WO-401`, { body: workOrder() });
    expectFieldErrors(res, [
      { path: 'client', message: 'no client has the external id C-none' },
      { path: 'store', message: 'no store has the external id S-none' },
      { path: 'vendor', message: 'no vendor has the external id V-none' },
    ]);
    const invoice = await writer.call('PUT', `${V1}/invoices/I-400`, {
      body: {
        vendor: 'V-none',
        invoiceNum: 'INV-400',
        invoiceStatus: 'RECEIVED',
        recievedDate: '2026-03-01',
        dueDate: '2026-03-31',
        invoiceAmt: '10.00',
      },
    });
    expectFieldErrors(invoice, [{ path: 'vendor', message: 'no vendor has the external id V-none' }]);
  });

  it('names a refused query or path parameter', async () => {
    expectFieldErrors(await writer.call('GET', `${V1}/work-orders?limit=0`), [{ path: 'limit' }]);
    expectFieldErrors(await writer.call('GET', `${V1}/documents?status=lost`), [{ path: 'status' }]);
    expectFieldErrors(await writer.call('GET', `${V1}/documents/0`), [{ path: 'documentId' }]);
  });

  it('says a request refused as a whole under the path ""', async () => {
    const noKey = await writer.call('PUT', `${V1}/work-orders/WO-402`, {
      body: workOrder(),
      idempotencyKey: null,
    });
    const problem = expectFieldErrors(noKey, [{ path: '' }]);
    expect(problem.errors[0]!.message).toBe(problem.detail);
    const res = await fetch(`${server.url}${V1}/work-orders/WO-403`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${writer.token}`,
        'content-type': 'application/json',
        'idempotency-key': 'k-403',
      },
      body: '{"poNum": ',
    });
    expect(res.status).toBe(400);
    expect(providerValidationProblemSchema.parse(await res.json()).errors).toEqual([
      { path: '', message: expect.any(String) },
    ]);
  });

  it('leaves the other problems without errors (a 404 here)', async () => {
    const res = await writer.call('GET', `${V1}/work-orders/WO-none`);
    expect(res.status).toBe(404);
    expect(res.json).not.toHaveProperty('errors');
  });
});
