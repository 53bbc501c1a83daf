// The rules of the company profile's own calls (SPEC sections 5, 7, 8): trades only from the catalog
// and once each, ZIPs as 5 known digits and once each, company notes of type 'Other' sanitized, the
// ACH message sanitized. The vendor is always the session's; another vendor's row answers 404 like a
// missing one.
import { complianceToday, refreshCompliance } from '../../domain/compliance/refresh-compliance.ts';
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
import { recordEvent, vendorUserActor, type EventActor } from '../../platform/events/record-event.ts';
import {
  deleteVendorTrade,
  deleteVendorZip,
  findCatalogTrade,
  insertVendorNote,
  insertVendorTrade,
  insertVendorZip,
  listVendorZips,
  zipExists,
} from './company-profile.repository.ts';
import { readPortalSetting } from '../../domain/portal-setting.repository.ts';

/** The portal_settings key of the ACH message. */
export const ACH_MESSAGE_SETTING = 'vendorAchMessage';

const deleted = (message: string): CompanyDeleteResponse => ({ success: true, error: null, message });

export async function getAchMessage(db: Db): Promise<GetAchMessageResponse> {
  // the provider sets it outside the portal: cleaned here too, whatever wrote it
  return { vendorAchMessage: sanitizeRichText((await readPortalSetting(db, ACH_MESSAGE_SETTING)) ?? '') };
}

/** Who changes the company profile, and for which vendor: the session's, or the provider's to come. */
export type ProfileEditor = { vendorId: number; actor: EventActor };

/** The session's vendor and user as the editor of its company profile. */
export const sessionEditor = (session: SessionClaims): ProfileEditor => ({
  vendorId: session.vendorId,
  actor: vendorUserActor(session),
});

export async function addTrade(
  db: Db,
  editor: ProfileEditor,
  code: string | null | undefined,
): Promise<CreateVendorTradeResponse> {
  const wanted = (code ?? '').trim();
  if (wanted === '') throw badRequest(TRADE_REQUIRED);
  const tradeCode = await findCatalogTrade(db, wanted);
  if (!tradeCode) throw badRequest(TRADE_UNKNOWN);
  const vendorTrade = await db.transaction().execute(async (tx) => {
    const row = await insertVendorTrade(tx, editor.vendorId, tradeCode);
    if (!row) throw new AppError('conflict', TRADE_DUPLICATE);
    await recordEvent(tx, {
      type: 'vendor.trade-added',
      vendorId: editor.vendorId,
      actor: editor.actor,
      subject: { vendorTradeId: row.id },
      data: { tradeCode: row.tradeCode },
    });
    return row;
  });
  // the requirements that concern the vendor follow its trades (decision 112)
  await refreshCompliance(db, [editor.vendorId], complianceToday());
  return { success: true, message: VENDOR_TRADE_ADDED, vendorTrade };
}

export async function removeTrade(db: Db, editor: ProfileEditor, id: number): Promise<CompanyDeleteResponse> {
  await db.transaction().execute(async (tx) => {
    const tradeCode = await deleteVendorTrade(tx, editor.vendorId, id);
    if (tradeCode === null) throw new AppError('not_found', TRADE_NOT_FOUND);
    await recordEvent(tx, {
      type: 'vendor.trade-removed',
      vendorId: editor.vendorId,
      actor: editor.actor,
      subject: { vendorTradeId: id },
      data: { tradeCode },
    });
  });
  await refreshCompliance(db, [editor.vendorId], complianceToday());
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
  editor: ProfileEditor,
  value: number | string | null | undefined,
): Promise<CreateVendorZipResponse> {
  const zip = zipOf(value);
  if (!(await zipExists(db, zip))) throw badRequest(ZIP_CODE_UNKNOWN);
  const vendorZip = await db.transaction().execute(async (tx) => {
    const id = await insertVendorZip(tx, editor.vendorId, zip);
    if (id === null) throw new AppError('conflict', ZIP_CODE_DUPLICATE);
    const [row] = await listVendorZips(tx, editor.vendorId, id);
    if (!row) throw new AppError('not_found', ZIP_CODE_NOT_FOUND);
    await recordEvent(tx, {
      type: 'vendor.zip-added',
      vendorId: editor.vendorId,
      actor: editor.actor,
      subject: { vendorZipId: id },
      data: { zipCode: zip },
    });
    return row;
  });
  return { success: true, message: ZIP_CODE_ADDED, vendorZip };
}

export async function removeZip(db: Db, editor: ProfileEditor, id: number): Promise<CompanyDeleteResponse> {
  await db.transaction().execute(async (tx) => {
    const zipCode = await deleteVendorZip(tx, editor.vendorId, id);
    if (zipCode === null) throw new AppError('not_found', ZIP_CODE_NOT_FOUND);
    await recordEvent(tx, {
      type: 'vendor.zip-removed',
      vendorId: editor.vendorId,
      actor: editor.actor,
      subject: { vendorZipId: id },
      data: { zipCode },
    });
  });
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
  const inputBy = (await findUserDisplayName(db, session.userId)) ?? session.email;
  const venderNote = await db.transaction().execute(async (tx) => {
    const note = await insertVendorNote(tx, {
      vendorId: session.vendorId,
      userId: session.userId,
      noteType: COMPANY_NOTE_TYPE,
      notes,
      inputBy,
    });
    await recordEvent(tx, {
      type: 'vendor.note-added',
      vendorId: session.vendorId,
      actor: vendorUserActor(session),
      subject: { noteId: note.id },
      data: { noteType: COMPANY_NOTE_TYPE },
    });
    return note;
  });
  return { success: true, message: COMPANY_NOTE_ADDED, venderNote };
}
