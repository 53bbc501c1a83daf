// The company's compliance requirements (issue 40 point 4, decision 112), set through the provider API
// (by external id) and the staff console (by id). Each write checks its client, records its event
// (compliance-requirement.created/updated/deleted, no vendor: a requirement concerns all that match),
// queues the recompute of every vendor's states, and on the console writes its staff audit row: all
// in one transaction, so a refused or failed change leaves no event, job or audit row behind.
import {
  REQUIREMENT_TEXTS,
  requirementTitle,
  type ComplianceKind,
  type Coverage,
  type ProviderComplianceRequirement,
  type PutComplianceRequirementBody,
  type StaffComplianceRequirement,
  type staffComplianceRequirementBody,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent, type EventActor } from '../../platform/events/record-event.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recordStaffAction } from '../../platform/identity/staff-audit-log.repository.ts';
import type { ListWindow } from '../../platform/provider/resource-answers.ts';
import { upsertByExternalId } from '../../platform/provider/upsert-by-external-id.ts';
import { queueComplianceRefresh } from './compliance-refresh-job.ts';
import {
  clientExists,
  clientIdOfExternalId,
  deleteRequirementByExternalId,
  deleteRequirementById,
  insertRequirement,
  allRequirements,
  findRequirement,
  findRequirementByExternalId,
  listClientNames,
  requirementsPage,
  updateRequirement,
  type RequirementColumns,
  type RequirementDbRow,
} from './compliance-requirements.repository.ts';

type StaffBody = z.output<typeof staffComplianceRequirementBody>;
/** The staff member acting, with the request's address for the audit row. */
export type StaffCaller = { staffId: number; email: string; ip: string | null };

const PROVIDER_ACTOR: EventActor = { kind: 'provider', id: null };

const num = (v: string | null) => (v === null ? null : Number(v));

/** A requirement as the vendor's page and the console name it (the shape both answers start from). */
export function requirementOf(row: RequirementDbRow) {
  const base = {
    kind: row.kind as ComplianceKind,
    clientId: row.clientId,
    clientName: row.clientName,
    trade: row.trade,
    state: row.state,
    coverage: row.coverage as Coverage | null,
    minEachOccurrence: num(row.minEachOccurrence),
    minAggregate: num(row.minAggregate),
    additionalInsured: row.additionalInsured,
    waiverOfSubrogation: row.waiverOfSubrogation,
    perTechnician: row.perTechnician,
  };
  return { id: row.id, ...base, title: requirementTitle(base) };
}

export function staffRequirementOf(row: RequirementDbRow): StaffComplianceRequirement {
  return {
    ...requirementOf(row),
    externalId: row.externalId,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function providerRequirementOf(row: RequirementDbRow): ProviderComplianceRequirement {
  const { id: _id, clientId: _clientId, ...rest } = requirementOf(row);
  return {
    externalId: row.externalId,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    ...rest,
    client: row.clientExternalId,
  };
}

function columnsOf(body: Omit<StaffBody, 'clientId'>, clientId: number | null): RequirementColumns {
  return {
    kind: body.kind,
    client_id: clientId,
    trade_code: body.trade,
    state: body.state,
    coverage: body.coverage,
    min_each_occurrence: body.minEachOccurrence,
    min_aggregate: body.minAggregate,
    additional_insured: body.additionalInsured,
    waiver_of_subrogation: body.waiverOfSubrogation,
    per_technician: body.perTechnician,
  };
}

/** The event's values: ids and the few values that say what the requirement asks. */
const eventData = (c: RequirementColumns) => ({
  kind: c.kind,
  clientId: c.client_id,
  trade: c.trade_code,
  state: c.state,
  coverage: c.coverage,
});

/** What follows every write: its event, and every vendor's states recomputed after the commit. */
async function afterWrite(
  tx: Db,
  type: 'compliance-requirement.created' | 'compliance-requirement.updated',
  written: { id: number; externalId: string | null },
  columns: RequirementColumns,
  actor: EventActor,
) {
  await recordEvent(tx, {
    type,
    vendorId: null,
    actor,
    subject: { requirementId: written.id, requirementExternalId: written.externalId },
    data: eventData(columns),
  });
  await queueComplianceRefresh(tx);
}

async function afterDelete(tx: Db, deleted: { id: number; externalId: string | null }, actor: EventActor) {
  await recordEvent(tx, {
    type: 'compliance-requirement.deleted',
    vendorId: null,
    actor,
    subject: { requirementId: deleted.id, requirementExternalId: deleted.externalId },
    data: {},
  });
  await queueComplianceRefresh(tx);
}

const readOne = async (db: Db, id: number) => (await findRequirement(db, id))!;

// ---- the provider API ----

const notFoundByExternalId = () =>
  new AppError('not_found', REQUIREMENT_TEXTS.notFoundExternalId, { reason: 'not-found' });

export async function putRequirement(
  db: Db,
  externalId: string,
  body: PutComplianceRequirementBody,
  expectedVersion: number | undefined,
): Promise<{ created: boolean; resource: ProviderComplianceRequirement }> {
  return db.transaction().execute(async (tx) => {
    let clientId: number | null = null;
    if (body.client !== null) {
      const found = await clientIdOfExternalId(tx, body.client);
      if (found === undefined) {
        throw new AppError('bad_request', REQUIREMENT_TEXTS.unknownClientExternalId(body.client), {
          reason: 'unknown-client',
        });
      }
      clientId = found;
    }
    const columns = columnsOf(body, clientId);
    const written = await upsertByExternalId(
      tx,
      'compliance_requirements',
      externalId,
      columns,
      expectedVersion,
    );
    await afterWrite(
      tx,
      written.created ? 'compliance-requirement.created' : 'compliance-requirement.updated',
      { id: written.id, externalId },
      columns,
      PROVIDER_ACTOR,
    );
    return { created: written.created, resource: providerRequirementOf(await readOne(tx, written.id)) };
  });
}

export async function getRequirement(db: Db, externalId: string): Promise<ProviderComplianceRequirement> {
  const row = await findRequirementByExternalId(db, externalId);
  if (!row) throw notFoundByExternalId();
  return providerRequirementOf(row);
}

export async function listRequirements(db: Db, page: ListWindow) {
  const rows = await requirementsPage(db, page);
  return rows.map((row) => ({ id: row.id, item: providerRequirementOf(row) }));
}

export async function deleteRequirement(
  db: Db,
  externalId: string,
  expectedVersion: number | undefined,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const deleted = await deleteRequirementByExternalId(tx, externalId, expectedVersion);
    if (!deleted) throw notFoundByExternalId();
    await afterDelete(tx, deleted, PROVIDER_ACTOR);
  });
}

// ---- the staff console ----

const notFound = () => new AppError('not_found', REQUIREMENT_TEXTS.notFound, { reason: 'not-found' });
const staffActor = (caller: StaffCaller): EventActor => ({ kind: 'staff', id: caller.staffId });
const audited = (r: StaffComplianceRequirement) => {
  const { id: _id, version: _version, updatedAt: _updatedAt, title: _title, ...values } = r;
  return values;
};

export async function listForStaff(db: Db) {
  const [rows, clients] = await Promise.all([allRequirements(db), listClientNames(db)]);
  return { requirements: rows.map(staffRequirementOf), clients };
}

async function checkClient(db: Db, clientId: number | null) {
  if (clientId !== null && !(await clientExists(db, clientId))) {
    throw new AppError('bad_request', REQUIREMENT_TEXTS.unknownClient, { reason: 'unknown-client' });
  }
}

export async function createForStaff(
  db: Db,
  body: StaffBody,
  caller: StaffCaller,
): Promise<StaffComplianceRequirement> {
  return db.transaction().execute(async (tx) => {
    await checkClient(tx, body.clientId);
    const columns = columnsOf(body, body.clientId);
    const id = await insertRequirement(tx, columns);
    await afterWrite(
      tx,
      'compliance-requirement.created',
      { id, externalId: null },
      columns,
      staffActor(caller),
    );
    const after = staffRequirementOf(await readOne(tx, id));
    await recordStaffAction(tx, {
      actor: { staffId: caller.staffId, email: caller.email },
      action: 'compliance-requirement.created',
      subjectType: 'compliance-requirement',
      subjectId: id,
      before: null,
      after: audited(after),
      vendorId: null,
      ip: caller.ip,
    });
    return after;
  });
}

export async function updateForStaff(
  db: Db,
  id: number,
  body: StaffBody,
  caller: StaffCaller,
): Promise<StaffComplianceRequirement> {
  return db.transaction().execute(async (tx) => {
    const old = await findRequirement(tx, id, true);
    if (!old) throw notFound();
    await checkClient(tx, body.clientId);
    const before = staffRequirementOf(old);
    const columns = columnsOf(body, body.clientId);
    await updateRequirement(tx, id, columns);
    const after = staffRequirementOf(await readOne(tx, id));
    await afterWrite(tx, 'compliance-requirement.updated', { id, externalId: old.externalId }, columns, {
      kind: 'staff',
      id: caller.staffId,
    });
    await recordStaffAction(tx, {
      actor: { staffId: caller.staffId, email: caller.email },
      action: 'compliance-requirement.updated',
      subjectType: 'compliance-requirement',
      subjectId: id,
      before: audited(before),
      after: audited(after),
      vendorId: null,
      ip: caller.ip,
    });
    return after;
  });
}

export async function deleteForStaff(db: Db, id: number, caller: StaffCaller): Promise<{ deleted: true }> {
  return db.transaction().execute(async (tx) => {
    const old = await findRequirement(tx, id, true);
    if (!old) throw notFound();
    await deleteRequirementById(tx, id);
    await afterDelete(tx, { id, externalId: old.externalId }, staffActor(caller));
    await recordStaffAction(tx, {
      actor: { staffId: caller.staffId, email: caller.email },
      action: 'compliance-requirement.deleted',
      subjectType: 'compliance-requirement',
      subjectId: id,
      before: audited(staffRequirementOf(old)),
      after: null,
      vendorId: null,
      ip: caller.ip,
    });
    return { deleted: true as const };
  });
}
