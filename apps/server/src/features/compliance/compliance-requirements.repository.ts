// The company's compliance requirements' SQL (decision 112): a requirement read with its client, its
// writes by id (the staff console) and by external id (the provider API), the clients a requirement
// can name, and a vendor's stored states with their requirements.
import type { Db } from '../../platform/db/database.ts';
import { preconditionFailed } from '../../platform/provider/etag.ts';
import { inListPage, type ListPage } from '../../domain/list-page.repository.ts';
export { vendorExists, vendorIdOfExternalId } from '../../domain/record-lookups.repository.ts';

/** The requirements with their client's name and external id, as both company surfaces show them. */
export function readRequirements(db: Db) {
  return db
    .selectFrom('compliance_requirements as r')
    .leftJoin('clients as c', 'c.id', 'r.client_id')
    .select([
      'r.id',
      'r.external_id as externalId',
      'r.version',
      'r.updated_at as updatedAt',
      'r.kind',
      'r.client_id as clientId',
      'c.name as clientName',
      'c.external_id as clientExternalId',
      'r.trade_code as trade',
      'r.state',
      'r.coverage',
      'r.min_each_occurrence as minEachOccurrence',
      'r.min_aggregate as minAggregate',
      'r.additional_insured as additionalInsured',
      'r.waiver_of_subrogation as waiverOfSubrogation',
      'r.per_technician as perTechnician',
    ]);
}
export type RequirementDbRow = Awaited<ReturnType<ReturnType<typeof readRequirements>['execute']>>[number];

/** The columns a requirement's input writes. */
export type RequirementColumns = {
  kind: 'insurance' | 'w9' | 'licence';
  client_id: number | null;
  trade_code: string | null;
  state: string | null;
  coverage: RequirementDbRow['coverage'];
  min_each_occurrence: number | null;
  min_aggregate: number | null;
  additional_insured: boolean;
  waiver_of_subrogation: boolean;
  per_technician: boolean;
};

export async function insertRequirement(tx: Db, values: RequirementColumns): Promise<number> {
  const { id } = await tx
    .insertInto('compliance_requirements')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Replaces a requirement's values; false when there is no such requirement. */
export async function updateRequirement(tx: Db, id: number, values: RequirementColumns): Promise<boolean> {
  const result = await tx
    .updateTable('compliance_requirements')
    .set((eb) => ({ ...values, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes a requirement by id; its stored states go with it (on delete cascade). */
export async function deleteRequirementById(tx: Db, id: number) {
  return tx
    .deleteFrom('compliance_requirements')
    .where('id', '=', id)
    .returning(['id', 'external_id as externalId'])
    .executeTakeFirst();
}

/**
 * Deletes a requirement by external id (at that version, with If-Match); undefined when there is none.
 * A stale If-Match is 412.
 */
export async function deleteRequirementByExternalId(
  tx: Db,
  externalId: string,
  expectedVersion: number | undefined,
) {
  const row = await tx
    .selectFrom('compliance_requirements')
    .select(['id', 'version'])
    .where('external_id', '=', externalId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  if (expectedVersion !== undefined && row.version !== expectedVersion) throw preconditionFailed();
  return deleteRequirementById(tx, row.id);
}

export async function clientExists(db: Db, clientId: number): Promise<boolean> {
  const row = await db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
  return row !== undefined;
}

export async function clientIdOfExternalId(db: Db, externalId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row?.id;
}

/** The clients a requirement can name, by name. */
export function listClientNames(db: Db) {
  return db.selectFrom('clients').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

/** The vendor's stored states (what dispatch reads), each with its requirement, in requirement order. */
export function storedStatesOf(db: Db, vendorId: number) {
  return readRequirements(db)
    .innerJoin('compliance_states as s', 's.requirement_id', 'r.id')
    .select([
      's.state as status',
      's.held_through as heldThrough',
      's.shortfall as shortfall',
      's.document_id as documentId',
    ])
    .where('s.vendor_id', '=', vendorId)
    .orderBy('r.id')
    .execute();
}

/** One requirement by id (locked for the change, with `lock`); undefined when there is none. */
export function findRequirement(db: Db, id: number, lock = false) {
  const query = readRequirements(db).where('r.id', '=', id);
  return (lock ? query.forUpdate('r') : query).executeTakeFirst();
}

export function findRequirementByExternalId(db: Db, externalId: string) {
  return readRequirements(db).where('r.external_id', '=', externalId).executeTakeFirst();
}

/** Every requirement, in id order (the console lists them all: a company sets tens, not thousands). */
export function allRequirements(db: Db) {
  return readRequirements(db).orderBy('r.id').execute();
}

/** A provider list's window: after the cursor's id, changed since, `limit` rows. */
export function requirementsPage(db: Db, page: ListPage) {
  return inListPage(readRequirements(db), { id: 'r.id', updatedAt: 'r.updated_at' }, page).execute();
}
