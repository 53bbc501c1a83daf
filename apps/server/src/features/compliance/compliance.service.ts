// The vendor's compliance page (issue 40 points 4 and 5, decision 112): the requirements that concern
// the vendor with where it stands today (computed live, so the page is never behind), the documents on
// file, the upload of a certificate, W-9 or licence with its data, and the W-9 confirmed for a year.
import { randomUUID } from 'node:crypto';
import {
  COMPLIANCE_DOCUMENT_TYPES,
  DISPATCHABLE_STATES,
  ENDORSEMENT_DOCUMENT_TYPE,
  ENDORSEMENT_REQUIRED,
  EXPIRY_BEFORE_EFFECTIVE,
  LICENCE_HOLDER_UNKNOWN,
  TAX_ID_INVALID,
  W9_CONFIRMED,
  W9_NONE_TO_CONFIRM,
  requirementTitle,
  type ComplianceOverview,
  type ComplianceSummary,
  type CreateComplianceUploadResponse,
  type CreateUploadUrlResponse,
  type createComplianceUploadRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { normalizeTaxId, type TaxIdCipher } from '../../platform/crypto/tax-id-cipher.ts';
import {
  listRequirementFacts,
  loadDocumentFacts,
  loadTechnicians,
  loadVendorFacts,
} from '../../domain/compliance/compliance-facts.repository.ts';
import { appliesTo, evaluateRequirement } from '../../domain/compliance/evaluate-requirement.ts';
import { complianceToday, refreshCompliance } from '../../domain/compliance/refresh-compliance.ts';
import {
  confirmNewestW9,
  insertComplianceDocument,
  isActiveUserOf,
  listComplianceDocuments,
} from './compliance-documents.repository.ts';

type UploadInput = z.output<typeof createComplianceUploadRequest>;
type FileInput = UploadInput['file'];

/** Step 1 of a company document upload into the 'compliance' types (the documents capability's). */
export type StartComplianceUpload = (
  session: VendorSession,
  file: FileInput & { Type: string },
  uploadId: string,
) => Promise<CreateUploadUrlResponse>;

export type ComplianceDeps = {
  db: Db;
  taxIds: TaxIdCipher;
  startUpload: StartComplianceUpload;
  now: () => Date;
};

/** Each requirement that concerns the vendor with its state today, and what it may not be dispatched for. */
async function requirementStatuses(
  deps: Pick<ComplianceDeps, 'db' | 'now'>,
  vendorId: number,
): Promise<Omit<ComplianceOverview, 'documents'>> {
  const today = complianceToday(deps.now());
  const ids = [vendorId];
  const [requirements, vendors, documents, technicians] = await Promise.all([
    listRequirementFacts(deps.db),
    loadVendorFacts(deps.db, ids),
    loadDocumentFacts(deps.db, ids),
    loadTechnicians(deps.db, ids),
  ]);
  const vendor = vendors.get(vendorId) ?? { state: '', trades: [] };
  const statuses = requirements
    .filter((req) => appliesTo(req, vendor))
    .map((req) => {
      const standing = evaluateRequirement(
        req,
        documents.get(vendorId) ?? [],
        technicians.get(vendorId) ?? [],
        today,
      );
      return {
        id: req.id,
        kind: req.kind,
        clientId: req.clientId,
        clientName: req.clientName,
        trade: req.trade,
        state: req.state,
        coverage: req.coverage,
        minEachOccurrence: req.minEachOccurrence,
        minAggregate: req.minAggregate,
        additionalInsured: req.additionalInsured,
        waiverOfSubrogation: req.waiverOfSubrogation,
        perTechnician: req.perTechnician,
        title: requirementTitle(req),
        status: standing.state,
        heldThrough: standing.heldThrough,
        shortfalls: standing.shortfalls,
        documentId: standing.documentId,
      };
    });
  const blocked = new Map<string, { clientName: string | null; trade: string | null }>();
  for (const s of statuses) {
    if (DISPATCHABLE_STATES.includes(s.status)) continue;
    blocked.set(JSON.stringify([s.clientId, s.trade]), { clientName: s.clientName, trade: s.trade });
  }
  return { requirements: statuses, notDispatchable: [...blocked.values()] };
}

export async function getComplianceOverview(
  deps: Pick<ComplianceDeps, 'db' | 'now'>,
  vendorId: number,
): Promise<ComplianceOverview> {
  const [statuses, documents] = await Promise.all([
    requirementStatuses(deps, vendorId),
    listComplianceDocuments(deps.db, vendorId),
  ]);
  return { ...statuses, documents };
}

function checkDates(effectiveOn: string | undefined, expiresOn: string) {
  if (effectiveOn !== undefined && expiresOn <= effectiveOn) throw badRequest(EXPIRY_BEFORE_EFFECTIVE);
}

/**
 * Step 1 with the data: checks the data, starts the file's upload (and the endorsement's), and writes
 * the compliance row that the files join as they arrive. The session's vendor holds it.
 */
export async function createComplianceUpload(
  deps: ComplianceDeps,
  session: VendorSession,
  input: UploadInput,
): Promise<CreateComplianceUploadResponse> {
  const base = { vendor_id: session.vendorId, kind: input.kind, created_by: session.userId };
  let row: Parameters<typeof insertComplianceDocument>[1];
  let endorsement: FileInput | undefined;
  if (input.kind === 'insurance') {
    checkDates(input.effectiveOn, input.expiresOn);
    if ((input.additionalInsured || input.waiverOfSubrogation) && !input.endorsement) {
      throw badRequest(ENDORSEMENT_REQUIRED);
    }
    endorsement = input.endorsement;
    row = {
      ...base,
      upload_id: randomUUID(),
      coverage: input.coverage,
      insurer: input.insurer,
      naic: input.naic ?? null,
      policy_number: input.policyNumber,
      each_occurrence: input.eachOccurrence,
      aggregate: input.aggregate ?? null,
      additional_insured: input.additionalInsured,
      waiver_of_subrogation: input.waiverOfSubrogation,
      effective_on: input.effectiveOn,
      expires_on: input.expiresOn,
    };
  } else if (input.kind === 'w9') {
    const tin = normalizeTaxId(input.taxpayerId);
    if (tin === null) throw badRequest(TAX_ID_INVALID);
    row = {
      ...base,
      upload_id: randomUUID(),
      legal_name: input.legalName,
      tin_type: input.tinType,
      tin_encrypted: deps.taxIds.encrypt(tin),
      tin_last4: tin.slice(-4),
      confirmed_on: complianceToday(deps.now()),
    };
  } else {
    checkDates(input.effectiveOn, input.expiresOn);
    if (
      input.holderUserId !== undefined &&
      !(await isActiveUserOf(deps.db, session.vendorId, input.holderUserId))
    ) {
      throw badRequest(LICENCE_HOLDER_UNKNOWN);
    }
    row = {
      ...base,
      upload_id: randomUUID(),
      holder_user_id: input.holderUserId ?? null,
      licence_state: input.state.toUpperCase(),
      licence_trade: input.trade,
      licence_number: input.licenceNumber,
      effective_on: input.effectiveOn ?? null,
      expires_on: input.expiresOn,
    };
  }
  const endorsementUploadId = endorsement ? randomUUID() : null;
  // the file's checks (name, kind, size) answer before anything is written
  const file = await deps.startUpload(
    session,
    { ...input.file, Type: COMPLIANCE_DOCUMENT_TYPES[input.kind] },
    row.upload_id,
  );
  const endorsementFile =
    endorsement && endorsementUploadId
      ? await deps.startUpload(
          session,
          { ...endorsement, Type: ENDORSEMENT_DOCUMENT_TYPE },
          endorsementUploadId,
        )
      : undefined;
  const id = await insertComplianceDocument(deps.db, { ...row, endorsement_upload_id: endorsementUploadId });
  return { ...file, complianceDocumentId: id, ...(endorsementFile ? { endorsement: endorsementFile } : {}) };
}

/** The W-9 on file counts for another year from today, without a new upload. */
export async function confirmW9(deps: Pick<ComplianceDeps, 'db' | 'now'>, session: VendorSession) {
  const today = complianceToday(deps.now());
  const confirmed = await confirmNewestW9(deps.db, session.vendorId, today);
  if (confirmed === undefined) throw new AppError('conflict', W9_NONE_TO_CONFIRM);
  await refreshCompliance(deps.db, [session.vendorId], today);
  return { success: true as const, message: W9_CONFIRMED, confirmedOn: today };
}

/** The page's states counted, for the dashboard (without the documents on file it does not show). */
export async function getComplianceSummary(
  deps: Pick<ComplianceDeps, 'db' | 'now'>,
  vendorId: number,
): Promise<ComplianceSummary> {
  const { requirements, notDispatchable } = await requirementStatuses(deps, vendorId);
  const count = (...states: string[]) => requirements.filter((r) => states.includes(r.status)).length;
  return {
    held: count('held'),
    expiring: count('expiring'),
    missing: count('missing', 'expired', 'rejected'),
    underReview: count('under-review'),
    notDispatchable: notDispatchable.length,
  };
}
