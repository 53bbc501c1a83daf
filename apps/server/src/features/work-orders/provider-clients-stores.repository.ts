// The provider API's clients and stores (decision 051): their reads as the answers show them, and the
// lookups their writes make.
import type { Db } from '../../platform/db/database.ts';

/** The clients the provider API knows (those with an external id), as its answers show them. */
export function readClients(db: Db) {
  return db
    .selectFrom('clients')
    .select([
      'id',
      'external_id as externalId',
      'version',
      'updated_at as updatedAt',
      'code',
      'name',
      'address1',
      'address2',
      'city',
      'state',
      'zip',
      'phone',
      'time_zone as timeZone',
    ])
    .where('external_id', 'is not', null);
}

/** The stores the provider API knows, each with its client's external id. */
export function readStores(db: Db) {
  return db
    .selectFrom('locations as l')
    .innerJoin('clients as c', 'c.id', 'l.client_id')
    .select([
      'l.id',
      'l.external_id as externalId',
      'l.version',
      'l.updated_at as updatedAt',
      'c.external_id as client',
      'l.store_number as storeNumber',
      'l.name',
      'l.address1',
      'l.address2',
      'l.city',
      'l.state',
      'l.zip',
      'l.phone',
      'l.time_zone as timeZone',
      'l.latitude',
      'l.longitude',
    ])
    .where('l.external_id', 'is not', null);
}

/** A client's id by its external id (undefined: none). */
export function clientIdByExternalId(db: Db, externalId: string) {
  return db.selectFrom('clients').select('id').where('external_id', '=', externalId).executeTakeFirst();
}
