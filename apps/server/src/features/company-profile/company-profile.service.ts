// The rules of the company profile's own calls (SPEC sections 5, 7, 8): trades only from the catalog
// and once each, ZIPs as 5 known digits and once each, company notes of type 'Other' sanitized, the
// ACH message sanitized. The vendor is always the session's; another vendor's row answers 404 like a
// missing one.
import {
  COMPANY_NOTE_ADDED,
  COMPANY_NOTE_MAX_LENGTH,
  COMPANY_NOTE_REQUIRED,
  COMPANY_NOTE_TYPE,
  COMPANY_NOTE_TYPE_INVALID,
  TRADE_DUPLICATE,
  TRADE_NOT_FOUND,
  TRADE_REQUIRED,
  TRADE_UNKNOWN,
  VENDOR_TRADE_ADDED,
  VENDOR_TRADE_DELETED,
  VENDOR_ZIP_PATTERN,
  ZIP_CODE_ADDED,
  ZIP_CODE_DELETED,
  ZIP_CODE_DUPLICATE,
  ZIP_CODE_INVALID,
  ZIP_CODE_NOT_FOUND,
  ZIP_CODE_UNKNOWN,
  companyNoteTooLong,
  type CompanyDeleteResponse,
  type CreateVendorNoteResponse,
  type CreateVendorTradeResponse,
  type CreateVendorZipResponse,
  type GetAchMessageResponse,
  type createVendorNoteRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { sanitizeRichText, visibleText } from '../../platform/html/sanitize-rich-text.ts';
import { findUserDisplayName } from '../../platform/identity/user-display-name.repository.ts';
import {
  deleteVendorTrade,
  deleteVendorZip,
  findCatalogTrade,
  findSetting,
  insertVendorNote,
  insertVendorTrade,
  insertVendorZip,
  listVendorZips,
  zipExists,
} from './company-profile.repository.ts';

/** The portal_settings key of the ACH message. */
export const ACH_MESSAGE_SETTING = 'vendorAchMessage';

const deleted = (message: string): CompanyDeleteResponse => ({ success: true, error: null, message });

export async function getAchMessage(db: Db): Promise<GetAchMessageResponse> {
  // the provider sets it outside the portal: cleaned here too, whatever wrote it
  return { vendorAchMessage: sanitizeRichText((await findSetting(db, ACH_MESSAGE_SETTING)) ?? '') };
}

export async function addTrade(
  db: Db,
  vendorId: number,
  code: string | null | undefined,
): Promise<CreateVendorTradeResponse> {
  const wanted = (code ?? '').trim();
  if (wanted === '') throw badRequest(TRADE_REQUIRED);
  const tradeCode = await findCatalogTrade(db, wanted);
  if (!tradeCode) throw badRequest(TRADE_UNKNOWN);
  const vendorTrade = await insertVendorTrade(db, vendorId, tradeCode);
  if (!vendorTrade) throw new AppError('conflict', TRADE_DUPLICATE);
  return { success: true, message: VENDOR_TRADE_ADDED, vendorTrade };
}

export async function removeTrade(db: Db, vendorId: number, id: number): Promise<CompanyDeleteResponse> {
  if (!(await deleteVendorTrade(db, vendorId, id))) throw new AppError('not_found', TRADE_NOT_FOUND);
  return deleted(VENDOR_TRADE_DELETED);
}

/** SPEC section 5: a positive number only; a US ZIP has 5 digits (a number loses leading zeros). */
function zipOf(value: number | string | null | undefined): string {
  const text =
    typeof value === 'number'
      ? Number.isInteger(value) && value > 0 && value <= 99999
        ? String(value).padStart(5, '0')
        : ''
      : (value ?? '').trim();
  if (!VENDOR_ZIP_PATTERN.test(text) || text === '00000') throw badRequest(ZIP_CODE_INVALID);
  return text;
}

export async function addZip(
  db: Db,
  vendorId: number,
  value: number | string | null | undefined,
): Promise<CreateVendorZipResponse> {
  const zip = zipOf(value);
  if (!(await zipExists(db, zip))) throw badRequest(ZIP_CODE_UNKNOWN);
  const id = await insertVendorZip(db, vendorId, zip);
  if (id === null) throw new AppError('conflict', ZIP_CODE_DUPLICATE);
  const [vendorZip] = await listVendorZips(db, vendorId, id);
  if (!vendorZip) throw new AppError('not_found', ZIP_CODE_NOT_FOUND);
  return { success: true, message: ZIP_CODE_ADDED, vendorZip };
}

export async function removeZip(db: Db, vendorId: number, id: number): Promise<CompanyDeleteResponse> {
  if (!(await deleteVendorZip(db, vendorId, id))) throw new AppError('not_found', ZIP_CODE_NOT_FOUND);
  return deleted(ZIP_CODE_DELETED);
}

type NoteInput = z.output<typeof createVendorNoteRequest>;

export async function addNote(
  db: Db,
  session: SessionClaims,
  input: NoteInput,
): Promise<CreateVendorNoteResponse> {
  if (input.noteType.trim() !== COMPANY_NOTE_TYPE) throw badRequest(COMPANY_NOTE_TYPE_INVALID);
  const raw = input.notes ?? '';
  if (raw.length > COMPANY_NOTE_MAX_LENGTH) throw badRequest(companyNoteTooLong(COMPANY_NOTE_MAX_LENGTH));
  const notes = sanitizeRichText(raw);
  // a comment of only markup, spaces or removed script is no comment
  if (visibleText(notes) === '') throw badRequest(COMPANY_NOTE_REQUIRED);
  const venderNote = await insertVendorNote(db, {
    vendorId: session.vendorId,
    userId: session.userId,
    noteType: COMPANY_NOTE_TYPE,
    notes,
    inputBy: (await findUserDisplayName(db, session.userId)) ?? session.email,
  });
  return { success: true, message: COMPANY_NOTE_ADDED, venderNote };
}
