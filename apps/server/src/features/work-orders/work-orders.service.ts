// The rules of the work-order calls: the onsite date rule, the vendor check of printed and exported
// orders, and the limits of SPEC sections 5 and 9. The vendor is always the session's.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  EMAIL_WILL_BE_SENT,
  EXPORT_ROWS_REQUIRED,
  PRINT_ACTION_DOWNLOAD,
  PRINT_DOWNLOAD_COUNT,
  PRINT_DOWNLOAD_MAX,
  PRINT_EMAIL_COUNT,
  PRINT_EMAIL_MAX,
  DEFAULT_WO_HISTORY_MONTH_LIMIT,
  WORK_ORDER_NOT_FOUND,
  calendarDateIn,
  checkOnsiteRange,
  isTimeZone,
  timeZoneUnknown,
  type ExportWorkOrdersResponse,
  type PrintWorkOrdersEmailResponse,
  type exportWorkOrdersRequest,
  type printWorkOrdersRequest,
  type searchWorkOrdersRequest,
} from '@vp/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import {
  countOwnedPoNumbers,
  findPrintOrders,
  findVendor,
  readSetting,
  searchRows,
  type SearchFilters,
  type SearchRow,
} from './work-orders.repository.ts';
import { renderPurchaseOrders } from './purchase-order-pdf.ts';
import { buildOrdersWorkbook, XLSX_CONTENT_TYPE } from './orders-workbook.ts';
import { purchaseOrdersEmail } from './purchase-orders-email.ts';
import { nextDay, startOfDayIn } from './zoned-time.ts';

export type WorkOrdersDeps = { db: Db; mailer: Mailer; blobs: BlobStore };

type SearchInput = z.output<typeof searchWorkOrdersRequest>;
type PrintInput = z.output<typeof printWorkOrdersRequest>;
type ExportInput = z.output<typeof exportWorkOrdersRequest>;

const DEFAULT_TIME_ZONE = 'UTC';

const notFound = () => new AppError('not_found', WORK_ORDER_NOT_FOUND);

function timeZoneOf(value: string | undefined): string {
  const timeZone = value?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw badRequest(timeZoneUnknown(timeZone));
  return timeZone;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The search filters of a request, once the onsite date rule holds (else 400 with its text). */
export async function searchFilters(db: Db, request: SearchInput): Promise<SearchFilters> {
  const timeZone = timeZoneOf(request.timezone);
  // IT has not stored one: the default the settings call answers too
  const limit = (await readSetting(db, 'woHistoryMonthLimit')) ?? String(DEFAULT_WO_HISTORY_MONTH_LIMIT);
  const check = checkOnsiteRange({
    onsiteStartDate: request.onsiteStartDate,
    onsiteEndDate: request.onsiteEndDate,
    today: calendarDateIn(new Date(), timeZone),
    woHistoryMonthLimit: limit,
    timeZone,
  });
  if (!check.ok) throw badRequest(check.message);
  return {
    from: startOfDayIn(check.begin, timeZone),
    // the whole end day
    to: startOfDayIn(nextDay(check.end), timeZone),
    statusCode: blankToNull(request.wOStatus),
    storeNumber: blankToNull(request.locationNum),
    poPrefix: blankToNull(request.pONum),
  };
}

const JSON_SLICE_ROWS = 2000;

/**
 * {"vendors": rows} as JSON text, a few thousand rows at a time: sending starts with the first slice
 * and the process never holds the whole text (49 MB for 100,000 rows) at once.
 */
function* searchAnswerJson(rows: readonly SearchRow[]): Generator<string> {
  yield '{"vendors":[';
  for (let start = 0; start < rows.length; start += JSON_SLICE_ROWS) {
    const slice = JSON.stringify(rows.slice(start, start + JSON_SLICE_ROWS));
    yield (start === 0 ? '' : ',') + slice.slice(1, -1);
  }
  yield ']}';
}

/**
 * The search answer as a stream of JSON text. The rows come from the driver already in the contract's
 * shape, so they skip the schema-driven response serializer (decision 010).
 */
export async function searchWorkOrders(db: Db, vendorId: number, request: SearchInput): Promise<Readable> {
  const rows = await searchRows(db, vendorId, await searchFilters(db, request));
  return Readable.from(searchAnswerJson(rows));
}

export type PrintResult =
  { kind: 'download'; fileName: string; pdf: Buffer } | { kind: 'email'; body: PrintWorkOrdersEmailResponse };

export async function printWorkOrders(
  deps: WorkOrdersDeps,
  session: SessionClaims,
  request: PrintInput,
): Promise<PrintResult> {
  const download = request.actionType === PRINT_ACTION_DOWNLOAD;
  const ids = [...new Set(request.crewDetailIds)];
  const max = download ? PRINT_DOWNLOAD_MAX : PRINT_EMAIL_MAX;
  if (ids.length < 1 || ids.length > max)
    throw badRequest(download ? PRINT_DOWNLOAD_COUNT : PRINT_EMAIL_COUNT);
  const timeZone = timeZoneOf(request.timezone);

  const [found, vendor] = await Promise.all([
    findPrintOrders(deps.db, session.vendorId, ids),
    findVendor(deps.db, session.vendorId),
  ]);
  // another vendor's crew line answers exactly like a missing one
  if (found.length !== ids.length || !vendor) throw notFound();
  const byId = new Map(found.map((o) => [o.ocdId, o]));
  const orders = ids.map((id) => byId.get(id)!);

  const printedAt = new Date();
  const pdf = await renderPurchaseOrders({ vendor, orders, timeZone, printedAt });
  const fileName =
    orders.length === 1
      ? `PO-${orders[0]!.poNum}.pdf`
      : `purchase-orders-${calendarDateIn(printedAt, timeZone)}.pdf`;
  if (download) return { kind: 'download', fileName, pdf };

  const companyName = (await readSetting(deps.db, 'companyName')) ?? 'Facilities Services';
  const email = purchaseOrdersEmail({ companyName, poNumbers: orders.map((o) => o.poNum) });
  // sent before answering: a relay that refuses it becomes an error the user sees, not a lost e-mail
  await deps.mailer.send({
    to: session.email,
    ...email,
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
  });
  return { kind: 'email', body: { success: true, message: EMAIL_WILL_BE_SENT } };
}

export async function exportWorkOrders(
  deps: WorkOrdersDeps,
  vendorId: number,
  request: ExportInput,
): Promise<ExportWorkOrdersResponse> {
  const items = request.ordersList;
  if (items.length === 0) throw badRequest(EXPORT_ROWS_REQUIRED);
  const timeZone = timeZoneOf(request.timezone);
  // the rows come from the browser: every PO number must be one of the vendor's orders
  const poNumbers = [...new Set(items.map((i) => i.poNum))];
  if ((await countOwnedPoNumbers(deps.db, vendorId, poNumbers)) !== poNumbers.length) throw notFound();

  const workbook = await buildOrdersWorkbook(items, timeZone);
  const fileName = `work-orders-${calendarDateIn(new Date(), timeZone)}.xlsx`;
  const key = `exports/${vendorId}/${randomUUID()}.xlsx`;
  await deps.blobs.put(key, workbook, XLSX_CONTENT_TYPE);
  const url = await deps.blobs.createDownloadUrl(key, { fileName });
  return { success: true, url, fileName };
}
