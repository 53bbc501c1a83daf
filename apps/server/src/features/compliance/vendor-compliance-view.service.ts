// A vendor's compliance as the company reads it (issue 40 point 5, decision 112): the stored states
// (what dispatch decides on, recomputed after every upload, review, requirement change and daily),
// each with its requirement and shortfall texts, and the clients and trades the vendor may not be
// dispatched for. The console's vendor page and the provider API's vendor compliance read this.
import type { ComplianceState, ProviderVendorCompliance, StaffVendorCompliance } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { notDispatchableFor } from '../../domain/compliance/vendor-dispatchability.repository.ts';
import { storedStatesOf, vendorExists, vendorIdOfExternalId } from './compliance-requirements.repository.ts';
import { providerRequirementOf, requirementOf } from './compliance-requirements.service.ts';

const vendorNotFound = () =>
  new AppError('not_found', 'There is no vendor with this id.', { reason: 'vendor-not-found' });

/** The stored shortfall is its texts joined by new lines ('' when none). */
const shortfallsOf = (stored: string) => (stored === '' ? [] : stored.split('\n'));

export async function staffVendorCompliance(db: Db, vendorId: number): Promise<StaffVendorCompliance> {
  if (!(await vendorExists(db, vendorId))) throw vendorNotFound();
  const [rows, blocked] = await Promise.all([
    storedStatesOf(db, vendorId),
    notDispatchableFor(db, [vendorId]),
  ]);
  const notDispatchable = (blocked.get(vendorId) ?? []).map(({ clientId, clientName, trade }) => ({
    clientId,
    clientName,
    trade,
  }));
  return {
    dispatchable: notDispatchable.length === 0,
    notDispatchable,
    requirements: rows.map((row) => ({
      ...requirementOf(row),
      status: row.status as ComplianceState,
      heldThrough: row.heldThrough,
      shortfalls: shortfallsOf(row.shortfall),
      documentId: row.documentId,
    })),
  };
}

export async function providerVendorCompliance(
  db: Db,
  vendorExternalId: string,
): Promise<ProviderVendorCompliance> {
  const vendorId = await vendorIdOfExternalId(db, vendorExternalId);
  if (vendorId === undefined) {
    throw new AppError('not_found', 'There is no vendor with this external id.', { reason: 'not-found' });
  }
  const [rows, blocked] = await Promise.all([
    storedStatesOf(db, vendorId),
    notDispatchableFor(db, [vendorId]),
  ]);
  const notDispatchable = (blocked.get(vendorId) ?? []).map(({ clientExternalId, clientName, trade }) => ({
    client: clientExternalId,
    clientName,
    trade,
  }));
  return {
    vendorExternalId,
    dispatchable: notDispatchable.length === 0,
    notDispatchable,
    requirements: rows.map((row) => ({
      requirement: providerRequirementOf(row),
      state: row.status as ComplianceState,
      heldThrough: row.heldThrough,
      shortfalls: shortfallsOf(row.shortfall),
    })),
  };
}
