// Clients and stores through the provider API (issue 17 point 2, decision 051): PUT creates or
// replaces one by the company's external id in one statement (concurrent PUTs of one id make one row),
// If-Match updates only the version read (412 otherwise), GET reads one, the list pages by cursor and
// updated_since. A client's code and a client's store number are unique: a clash is 409.
import type { PutClientBody, PutStoreBody, ProviderClient, ProviderStore } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { retryOnceOnRace, upsertByExternalId } from '../../platform/provider/upsert-by-external-id.ts';
import { PROVIDER_ACTOR, type PutResult } from './provider-work-orders-shared.ts';
import type { ListWindow } from '../../platform/provider/resource-answers.ts';
import { clientIdByExternalId, readClients, readStores } from './provider-clients-stores.repository.ts';

// ---- clients ----

const clientNotFound = () =>
  new AppError('not_found', 'There is no client with this external id.', { reason: 'not-found' });

function clientColumns(body: PutClientBody) {
  return {
    code: body.code,
    name: body.name,
    address1: body.address1,
    address2: body.address2,
    city: body.city,
    state: body.state,
    zip: body.zip,
    phone: body.phone,
    time_zone: body.timeZone,
  };
}

type ClientRow = Awaited<ReturnType<ReturnType<typeof readClients>['execute']>>[number];
const clientOf = ({ id: _id, ...row }: ClientRow): ProviderClient => ({
  ...row,
  externalId: row.externalId!,
  updatedAt: row.updatedAt.toISOString(),
});

export function putClient(
  db: Db,
  externalId: string,
  body: PutClientBody,
  expectedVersion: number | undefined,
): Promise<PutResult<ProviderClient>> {
  return retryOnceOnRace('code-in-use', () => putClientOnce(db, externalId, body, expectedVersion));
}

async function putClientOnce(
  db: Db,
  externalId: string,
  body: PutClientBody,
  expectedVersion: number | undefined,
): Promise<PutResult<ProviderClient>> {
  const values = clientColumns(body);
  try {
    return await db.transaction().execute(async (tx) => {
      const written = await upsertByExternalId(tx, 'clients', externalId, values, expectedVersion);
      await recordEvent(tx, {
        type: written.created ? 'client.created' : 'client.updated',
        vendorId: null,
        actor: PROVIDER_ACTOR,
        subject: { clientId: written.id, clientExternalId: externalId },
        data: { code: body.code },
      });
      const row = await readClients(tx).where('id', '=', written.id).executeTakeFirstOrThrow();
      return { created: written.created, resource: clientOf(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'clients_code_key'))
      throw new AppError('conflict', `code: another client has the code ${body.code}.`, {
        reason: 'code-in-use',
      });
    throw error;
  }
}

export async function getClient(db: Db, externalId: string): Promise<ProviderClient> {
  const row = await readClients(db).where('external_id', '=', externalId).executeTakeFirst();
  if (!row) throw clientNotFound();
  return clientOf(row);
}

export async function listClients(db: Db, page: ListWindow): Promise<{ id: number; item: ProviderClient }[]> {
  let query = readClients(db);
  if (page.afterId !== undefined) query = query.where('id', '>', page.afterId);
  if (page.updatedSince !== undefined) query = query.where('updated_at', '>=', page.updatedSince);
  const rows = await query.orderBy('id').limit(page.limit).execute();
  return rows.map((row) => ({ id: row.id, item: clientOf(row) }));
}

// ---- stores ----

const storeNotFound = () =>
  new AppError('not_found', 'There is no store with this external id.', { reason: 'not-found' });

type StoreRow = Awaited<ReturnType<ReturnType<typeof readStores>['execute']>>[number];
const storeOf = ({ id: _id, latitude, longitude, ...row }: StoreRow): ProviderStore => ({
  ...row,
  externalId: row.externalId!,
  updatedAt: row.updatedAt.toISOString(),
  position: latitude === null || longitude === null ? null : { latitude, longitude },
});

export function putStore(
  db: Db,
  externalId: string,
  body: PutStoreBody,
  expectedVersion: number | undefined,
): Promise<PutResult<ProviderStore>> {
  return retryOnceOnRace('store-number-in-use', () => putStoreOnce(db, externalId, body, expectedVersion));
}

async function putStoreOnce(
  db: Db,
  externalId: string,
  body: PutStoreBody,
  expectedVersion: number | undefined,
): Promise<PutResult<ProviderStore>> {
  try {
    return await db.transaction().execute(async (tx) => {
      const client = await clientIdByExternalId(tx, body.client);
      if (!client)
        throw new AppError('bad_request', `client: no client has the external id ${body.client}.`, {
          reason: 'unknown-client',
        });
      const values = {
        client_id: client.id,
        store_number: body.storeNumber,
        name: body.name,
        address1: body.address1,
        address2: body.address2,
        city: body.city,
        state: body.state,
        zip: body.zip,
        phone: body.phone,
        time_zone: body.timeZone,
        latitude: body.position?.latitude ?? null,
        longitude: body.position?.longitude ?? null,
      };
      const written = await upsertByExternalId(tx, 'locations', externalId, values, expectedVersion);
      await recordEvent(tx, {
        type: written.created ? 'store.created' : 'store.updated',
        vendorId: null,
        actor: PROVIDER_ACTOR,
        subject: { storeId: written.id, storeExternalId: externalId },
        data: { storeNumber: body.storeNumber },
      });
      const row = await readStores(tx).where('l.id', '=', written.id).executeTakeFirstOrThrow();
      return { created: written.created, resource: storeOf(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'locations_client_id_store_number_key'))
      throw new AppError(
        'conflict',
        `storeNumber: the client has another store with the number ${body.storeNumber}.`,
        { reason: 'store-number-in-use' },
      );
    throw error;
  }
}

export async function getStore(db: Db, externalId: string): Promise<ProviderStore> {
  const row = await readStores(db).where('l.external_id', '=', externalId).executeTakeFirst();
  if (!row) throw storeNotFound();
  return storeOf(row);
}

export async function listStores(db: Db, page: ListWindow): Promise<{ id: number; item: ProviderStore }[]> {
  let query = readStores(db);
  if (page.afterId !== undefined) query = query.where('l.id', '>', page.afterId);
  if (page.updatedSince !== undefined) query = query.where('l.updated_at', '>=', page.updatedSince);
  const rows = await query.orderBy('l.id').limit(page.limit).execute();
  return rows.map((row) => ({ id: row.id, item: storeOf(row) }));
}
