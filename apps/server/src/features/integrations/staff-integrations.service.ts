// The Integrations screen's changes (issue 18 point 2, decision 063): the provider API's clients and
// webhook subscriptions, changed by an Administrator through the same services as the admin CLI
// (api-clients.service.ts) and /provider/v1/webhooks (provider-webhooks.service.ts), each with its
// staff audit row in the same transaction. A secret is answered once and never written to the audit
// log: a client's row keeps its name, scopes, contact and times; a webhook's its URL, types and state.
import type { ApiClientView, EventType, StaffWebhook, Webhook, WebhookDelivery } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { decodeCursor, pageOf } from '../../platform/http/list-cursor.ts';
import { recordStaffAction, type StaffActor } from '../../platform/identity/staff-audit-log.repository.ts';
import {
  createApiClient,
  findApiClient,
  listApiClients,
  revokeApiClient,
  rotateApiClientSecret,
  type ApiClientSummary,
} from './api-clients.service.ts';
import {
  createWebhook,
  getWebhook,
  listDeliveries,
  putWebhook,
  redeliver,
  sendTestMessage,
  toWebhook,
} from './webhook-subscriptions.service.ts';
import { allWebhooksWithClients, webhookOwner } from './webhook-subscriptions.repository.ts';

export type IntegrationsDeps = { db: Db; allowLocalHttp: boolean; tokenUrl: string };
/** who acted and from where, for the audit row */
export type StaffChange = { actor: StaffActor; ip: string | null };

const clientNotFound = () =>
  new AppError('not_found', 'There is no API client with this id.', { reason: 'api-client-not-found' });
const clientRevoked = () =>
  new AppError('conflict', 'This API client is revoked; it cannot be changed any more.', {
    reason: 'api-client-revoked',
  });
const webhookNotFound = () =>
  new AppError('not_found', 'There is no webhook subscription with this id.', {
    reason: 'webhook-not-found',
  });

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toApiClientView = (c: ApiClientSummary): ApiClientView => ({
  clientId: c.clientId,
  name: c.name,
  scopes: c.scopes,
  contactEmail: c.contactEmail,
  createdAt: c.createdAt.toISOString(),
  secretRotatedAt: iso(c.secretRotatedAt),
  revokedAt: iso(c.revokedAt),
  lastUsedAt: iso(c.lastUsedAt),
});

/** What the audit log keeps of a client: never its secret nor its hash. */
const auditedClient = (c: ApiClientSummary) => ({
  clientId: c.clientId,
  name: c.name,
  scopes: c.scopes,
  contactEmail: c.contactEmail,
  secretRotatedAt: iso(c.secretRotatedAt),
  revokedAt: iso(c.revokedAt),
});

/** What the audit log keeps of a webhook: never its signing secret. */
const auditedWebhook = (clientId: string, w: Webhook) => ({
  clientId,
  url: w.url,
  eventTypes: w.eventTypes,
  description: w.description,
  enabled: w.enabled,
  disabledReason: w.disabledReason,
});

/** The audit row of a staff change to an API client, with the client before and after it. */
const recordClientChange = (
  tx: Db,
  change: StaffChange,
  action: string,
  before: ApiClientSummary | null,
  after: ApiClientSummary,
) =>
  recordStaffAction(tx, {
    ...change,
    action,
    subjectType: 'api_client',
    subjectId: after.clientId,
    before: before === null ? null : auditedClient(before),
    after: auditedClient(after),
  });

export async function listClients(db: Db): Promise<ApiClientView[]> {
  return (await listApiClients(db)).map(toApiClientView);
}

async function activeClient(tx: Db, clientId: string): Promise<ApiClientSummary> {
  const client = await findApiClient(tx, clientId, { forUpdate: true });
  if (!client) throw clientNotFound();
  if (client.revokedAt) throw clientRevoked();
  return client;
}

export async function createClient(
  deps: IntegrationsDeps,
  input: { name: string; scopes: string[]; contactEmail?: string | undefined },
  change: StaffChange,
): Promise<{ client: ApiClientView; secret: string; tokenUrl: string }> {
  return deps.db.transaction().execute(async (tx) => {
    const created = await createApiClient(tx, {
      name: input.name,
      scopes: [...new Set(input.scopes)],
      ...(input.contactEmail ? { contactEmail: input.contactEmail } : {}),
    });
    const client = (await findApiClient(tx, created.clientId))!;
    await recordClientChange(tx, change, 'api_client.created', null, client);
    return { client: toApiClientView(client), secret: created.secret, tokenUrl: deps.tokenUrl };
  });
}

export async function rotateClientSecret(
  deps: IntegrationsDeps,
  clientId: string,
  change: StaffChange,
): Promise<{ client: ApiClientView; secret: string; tokenUrl: string }> {
  return deps.db.transaction().execute(async (tx) => {
    const before = await activeClient(tx, clientId);
    const secret = await rotateApiClientSecret(tx, clientId);
    if (secret === null) throw clientRevoked();
    const after = (await findApiClient(tx, clientId))!;
    await recordClientChange(tx, change, 'api_client.secret_rotated', before, after);
    return { client: toApiClientView(after), secret, tokenUrl: deps.tokenUrl };
  });
}

export async function revokeClient(db: Db, clientId: string, change: StaffChange): Promise<ApiClientView> {
  return db.transaction().execute(async (tx) => {
    const before = await activeClient(tx, clientId);
    if ((await revokeApiClient(tx, clientId)) !== 'revoked') throw clientRevoked();
    const after = (await findApiClient(tx, clientId))!;
    await recordClientChange(tx, change, 'api_client.revoked', before, after);
    return toApiClientView(after);
  });
}

/** Every client's subscriptions with the client's id and name, oldest first. */
export async function listAllWebhooks(db: Db): Promise<StaffWebhook[]> {
  const rows = await allWebhooksWithClients(db);
  return rows.map((r) => ({ ...toWebhook(r), clientId: r.client_id, clientName: r.client_name }));
}

/** The client a subscription belongs to (the provider services find a webhook through its client). */
async function ownerOf(db: Db, webhookId: string): Promise<{ clientId: string; clientName: string }> {
  const row = await webhookOwner(db, webhookId);
  if (!row) throw webhookNotFound();
  return { clientId: row.client_id, clientName: row.name };
}

export async function createClientWebhook(
  deps: IntegrationsDeps,
  input: {
    clientId: string;
    url: string;
    eventTypes?: EventType[] | null | undefined;
    description?: string | undefined;
  },
  change: StaffChange,
): Promise<StaffWebhook & { secret: string }> {
  return deps.db.transaction().execute(async (tx) => {
    const client = await activeClient(tx, input.clientId);
    const created = await createWebhook({ db: tx, allowLocalHttp: deps.allowLocalHttp }, client.clientId, {
      url: input.url,
      ...(input.eventTypes !== undefined ? { eventTypes: input.eventTypes } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
    });
    const { secret, ...webhook } = created;
    await recordStaffAction(tx, {
      ...change,
      action: 'webhook.created',
      subjectType: 'webhook',
      subjectId: webhook.id,
      before: null,
      after: auditedWebhook(client.clientId, webhook),
    });
    return { ...webhook, clientId: client.clientId, clientName: client.name, secret };
  });
}

/** Pauses (false) or enables (true) a subscription; the same state again changes nothing. */
export async function setWebhookEnabled(
  deps: IntegrationsDeps,
  webhookId: string,
  enabled: boolean,
  change: StaffChange,
): Promise<StaffWebhook> {
  return deps.db.transaction().execute(async (tx) => {
    const owner = await ownerOf(tx, webhookId);
    const before = await getWebhook(tx, owner.clientId, webhookId);
    if (before.enabled === enabled) return { ...before, ...owner };
    const after = await putWebhook(
      { db: tx, allowLocalHttp: deps.allowLocalHttp },
      owner.clientId,
      webhookId,
      {
        url: before.url,
        eventTypes: before.eventTypes as EventType[] | null,
        description: before.description,
        enabled,
      },
      before.version,
    );
    await recordStaffAction(tx, {
      ...change,
      action: enabled ? 'webhook.enabled' : 'webhook.disabled',
      subjectType: 'webhook',
      subjectId: webhookId,
      before: auditedWebhook(owner.clientId, before),
      after: auditedWebhook(owner.clientId, after),
    });
    return { ...after, ...owner };
  });
}

export async function sendWebhookTest(
  db: Db,
  webhookId: string,
  change: StaffChange,
): Promise<WebhookDelivery> {
  return db.transaction().execute(async (tx) => {
    const owner = await ownerOf(tx, webhookId);
    const delivery = await sendTestMessage(tx, owner.clientId, webhookId);
    await recordStaffAction(tx, {
      ...change,
      action: 'webhook.test_sent',
      subjectType: 'webhook',
      subjectId: webhookId,
      before: null,
      after: { clientId: owner.clientId, deliveryId: delivery.id, eventId: delivery.eventId },
    });
    return delivery;
  });
}

export async function webhookDeliveries(
  db: Db,
  webhookId: string,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ items: WebhookDelivery[]; nextCursor: string | null }> {
  // newest first: the cursor is the last id of the page before, and the next page is older
  const beforeId = decodeCursor(page.cursor);
  const owner = await ownerOf(db, webhookId);
  const rows = await listDeliveries(db, owner.clientId, webhookId, { beforeId, limit: page.limit + 1 });
  return pageOf(rows, page.limit, (delivery) => delivery.id);
}

export async function redeliverWebhook(
  db: Db,
  webhookId: string,
  deliveryId: number,
  change: StaffChange,
): Promise<WebhookDelivery> {
  return db.transaction().execute(async (tx) => {
    const owner = await ownerOf(tx, webhookId);
    const delivery = await redeliver(tx, owner.clientId, webhookId, deliveryId);
    await recordStaffAction(tx, {
      ...change,
      action: 'webhook.redelivered',
      subjectType: 'webhook',
      subjectId: webhookId,
      before: null,
      after: { clientId: owner.clientId, deliveryId, eventId: delivery.eventId },
    });
    return delivery;
  });
}
