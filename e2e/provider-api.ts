// The facilities company's system in the e2e tests (issue 17): the demo API client (every scope, fixed
// id and secret, apps/server/src/demo/seed-provider-demo.ts) gets its token from the real token call
// and calls /provider/v1 on this worker's server over HTTP, as the README's walk-through does with
// curl. Every write carries a fresh Idempotency-Key unless the test gives one.
import { randomUUID } from 'node:crypto';
import { PROVIDER_TOKEN_PATH, type ProviderEvent } from '@vp/contracts';
import { DEMO_API_CLIENT_ID, DEMO_API_CLIENT_SECRET } from '../apps/server/src/demo/seed-provider-demo.ts';
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { openE2eDb } from './e2e-db.ts';
import { E2E_PORT } from './e2e-env.ts';

const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export type ProviderAnswer = { status: number; headers: Headers; body: unknown };

export type ProviderSystem = {
  call(
    method: string,
    path: string,
    init?: { body?: unknown; headers?: Record<string, string>; idempotencyKey?: string },
  ): Promise<ProviderAnswer>;
  /** every event of the feed from its start (GET /provider/v1/events, page after page) */
  allEvents(types?: string[]): Promise<ProviderEvent[]>;
};

/** The demo API client, signed in with the client-credentials grant. */
export async function demoProviderSystem(): Promise<ProviderSystem> {
  const tokenAnswer = await fetch(BASE_URL + PROVIDER_TOKEN_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: DEMO_API_CLIENT_ID,
      client_secret: DEMO_API_CLIENT_SECRET,
    }).toString(),
  });
  if (tokenAnswer.status !== 200) {
    throw new Error(`token call answered ${tokenAnswer.status}: ${await tokenAnswer.text()}`);
  }
  const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;

  const call: ProviderSystem['call'] = async (method, path, init = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...init.headers };
    if (method !== 'GET') headers['idempotency-key'] = init.idempotencyKey ?? randomUUID();
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(BASE_URL + path, {
      method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    const text = await res.text();
    const body: unknown =
      text && /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
    return { status: res.status, headers: res.headers, body };
  };

  return {
    call,
    async allEvents(types) {
      const events: ProviderEvent[] = [];
      let after: string | undefined;
      for (;;) {
        const query = new URLSearchParams({ limit: '1000' });
        if (after) query.set('after', after);
        if (types) query.set('types', types.join(','));
        const res = await call('GET', `/provider/v1/events?${query.toString()}`);
        if (res.status !== 200) throw new Error(`events feed answered ${res.status}`);
        const page = res.body as { items: ProviderEvent[]; nextCursor: string; hasMore: boolean };
        events.push(...page.items);
        if (!page.hasMore) return events;
        after = page.nextCursor;
      }
    },
  };
}

export type CrewLine = { ocdId: number; ordNum: number; crewId: number; poNum: string };

/**
 * A crew line of the demo vendor's that no other spec touches (not PO0000001/2 of the Work Order
 * Details spec, nor an order open for scheduling): the `pick`-th from the last PO, so that two specs
 * on one worker's server each have an order of their own.
 */
export async function quietDemoCrewLine(pick: number): Promise<CrewLine> {
  const db = openE2eDb();
  try {
    const lines = await db
      .selectFrom('crew_details as cd')
      .innerJoin('orders as o', 'o.ord_num', 'cd.ord_num')
      .innerJoin('vendors as v', 'v.id', 'cd.vendor_id')
      .select(['cd.ocd_id as ocdId', 'cd.ord_num as ordNum', 'cd.crew_id as crewId', 'o.po_num as poNum'])
      .where('v.vendor_num', '=', DEMO_VENDOR_NUM)
      .where('cd.visit_date', 'is not', null)
      .orderBy('o.po_num', 'desc')
      .orderBy('cd.ocd_id', 'desc')
      .limit(50)
      .execute();
    // one crew line per order
    const orders = [...new Map(lines.map((line) => [line.ordNum, line])).values()];
    const line = orders[pick];
    if (!line) throw new Error(`the demo vendor has no order number ${pick + 1} from the last`);
    return line;
  } finally {
    await db.destroy();
  }
}
