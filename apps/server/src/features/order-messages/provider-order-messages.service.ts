// The provider API's side of the messages (decision 116): a work order and its crew lines named by the
// company's external ids; the API client's name is the author's.
import type { ProviderOrderMessage } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { ProviderClient } from '../../platform/provider/provider-api.ts';
import { listWindow } from '../../platform/provider/resource-answers.ts';
import {
  apiClientRowId,
  orderByExternalId,
  orderMessagesPage,
  type StoredMessage,
} from './order-messages.repository.ts';
import { postMessage, wireMessage } from './order-messages.service.ts';

export const providerMessage = (m: StoredMessage): ProviderOrderMessage => ({
  ...wireMessage(m),
  crewLine: m.crewLine,
  vendor: m.vendor,
});

async function orderOf(db: Db, externalId: string) {
  const order = await orderByExternalId(db, externalId);
  if (!order) throw notFound('work order');
  return order;
}

const unknownCrewLine = () =>
  new AppError('bad_request', 'crewLine is not a crew line of this work order.', {
    reason: 'unknown-crew-line',
  });

export async function listProviderMessages(
  db: Db,
  externalId: string,
  query: {
    limit: number;
    cursor?: string | undefined;
    updated_since?: string | undefined;
    crewLine?: string | undefined;
    order?: 'oldest-first' | 'newest-first' | undefined;
  },
): Promise<StoredMessage[]> {
  const order = await orderOf(db, externalId);
  let ocdId: number | undefined;
  if (query.crewLine !== undefined) {
    const line = order.lines.find((l) => l.externalId === query.crewLine);
    if (!line) throw unknownCrewLine();
    ocdId = line.ocdId;
  }
  const window = listWindow(query);
  return orderMessagesPage(db, order.ordNum, {
    ocdId,
    cursorId: window.afterId,
    since: window.updatedSince,
    limit: window.limit,
    newestFirst: query.order === 'newest-first',
  });
}

export async function postProviderMessage(
  db: Db,
  externalId: string,
  client: ProviderClient,
  body: { crewLine: string; body: string; documentIds: number[] },
): Promise<StoredMessage> {
  const order = await orderOf(db, externalId);
  const line = order.lines.find((l) => l.externalId === body.crewLine);
  if (!line) throw unknownCrewLine();
  const author = {
    kind: 'provider',
    clientRowId: await apiClientRowId(db, client.clientId),
    name: client.name,
  } as const;
  return postMessage(db, line, author, body);
}
