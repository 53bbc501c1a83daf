// Company documents (SPEC section 7 "Company profile", decision 026): the vendor's documents of no work
// order. They use the work-order documents' verified upload, sweep, download and delete, which is why
// they live beside them; the company profile screen calls them.
import {
  COMPANY_DOCUMENT_COMMENT_MAX_LENGTH,
  companyDocumentCommentTooLong,
  type CreateUploadUrlResponse,
  type GetCompanyDocumentsResponse,
  type createCompanyUploadUrlRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { claimFinishedUploads, startUpload, type UploadDeps } from './order-document-uploads.ts';
import { listCompanyDocuments } from './order-documents.repository.ts';

type CompanyUploadInput = z.output<typeof createCompanyUploadUrlRequest>;

export async function getCompanyDocuments(
  deps: UploadDeps,
  vendorId: number,
): Promise<GetCompanyDocumentsResponse> {
  await claimFinishedUploads(deps, vendorId, null);
  return { documents: await listCompanyDocuments(deps.db, vendorId) };
}

/** Step 1 of a company document's upload; VendNum is ignored (the vendor is the session's). */
export function createCompanyUploadUrl(
  deps: UploadDeps,
  session: SessionClaims,
  input: CompanyUploadInput,
): Promise<CreateUploadUrlResponse> {
  // the comment is plain text, shown as text (never as HTML)
  const comment = (input.Comment ?? '').trim();
  if (comment.length > COMPANY_DOCUMENT_COMMENT_MAX_LENGTH) {
    throw badRequest(companyDocumentCommentTooLong(COMPANY_DOCUMENT_COMMENT_MAX_LENGTH));
  }
  return startUpload(deps, session, input, { ordNum: null, typeScope: 'vendor', comment });
}
