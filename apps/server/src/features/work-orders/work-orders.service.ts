// The rules of the work-order calls: the onsite date rule, the vendor check of printed and exported
// orders, and the limits of SPEC sections 5 and 9. The vendor is always the session's.
import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import {
  EMAIL_WILL_BE_SENT,
  EXPORT_MAX_ROWS,
  EXPORT_ROWS_REQUIRED,
  EXPORT_TOO_MANY_ROWS,
  exportItem,
  exportWorkOrdersRequest,
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
  type ExportItem,
  type ExportWorkOrdersResponse,
  type PrintWorkOrdersEmailResponse,
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
  forEachSearchBatch,
  findExportsOlderThan,
  forgetExport,
  recordExport,
  type SearchFilters,
} from './work-orders.repository.ts';
import { renderPurchaseOrders } from './purchase-order-pdf.ts';
import {
  buildOrdersWorkbook,
  openOrdersWorkbook,
  XLSX_CONTENT_TYPE,
  type OrdersWorkbook,
} from './orders-workbook.ts';
import { loadWorkbookWriter } from './load-exceljs.ts';
import { createExportBodyScanner, ExportBodySyntaxError } from './export-body-scanner.ts';
import { purchaseOrdersEmail } from './purchase-orders-email.ts';
import { nextDay, startOfDayIn } from './zoned-time.ts';

export type WorkOrdersDeps = { db: Db; mailer: Mailer; blobs: BlobStore };

type SearchInput = z.output<typeof searchWorkOrdersRequest>;
type PrintInput = z.output<typeof printWorkOrdersRequest>;

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

/** Above this much unread answer text, the search waits for the client before fetching more rows. */
const SEARCH_BUFFER_BYTES = 64 * 1024 * 1024;

/** Resolves when `out` takes more text, or has been closed (the client went away). */
const writable = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    out.once('drain', resolve);
    out.once('close', resolve);
  });

/**
 * The search answer {"vendors":[…]} as a stream of JSON text, written batch by batch as PostgreSQL
 * sends the rows (decisions 025 and 030). The rows come from the driver already in the contract's shape, so
 * they skip the schema-driven response serializer (decision 010), and the 49 MB text of 100,000 rows
 * never exists at once. Answers once the first batch is in, so that a failing query is still a 500;
 * a failure after that cuts the answer short (never a short list that looks whole).
 */
export async function searchWorkOrders(db: Db, vendorId: number, request: SearchInput): Promise<Readable> {
  const filters = await searchFilters(db, request);
  // The search's connection is one of a small pool that every request shares: it must be handed
  // back as soon as PostgreSQL has delivered the rows, never held while a slow client reads. So the
  // batches are not paced by the client: the text waits in this stream's buffer instead (at most
  // the answer's size, as before streaming), and only a client that reads nothing past
  // SEARCH_BUFFER_BYTES slows the reading of rows down. At 50 concurrent searches, pacing by the
  // client made requests time out waiting for a connection (decision 025).
  const out = new PassThrough({ highWaterMark: SEARCH_BUFFER_BYTES });
  let started = false;
  let rowsSent = 0;
  await new Promise<void>((resolve, reject) => {
    const start = () => {
      if (started) return;
      started = true;
      out.write('{"vendors":[');
      resolve();
    };
    forEachSearchBatch(db, vendorId, filters, async (rows) => {
      start();
      if (out.destroyed) throw new Error('the client went away');
      if (rows.length === 0) return;
      const text = JSON.stringify(rows);
      const more = out.write((rowsSent === 0 ? '' : ',') + text.slice(1, -1));
      rowsSent += rows.length;
      if (!more) await writable(out);
    }).then(
      () => {
        start();
        out.end(']}');
      },
      (err: unknown) => {
        if (!started) reject(err as Error);
        else out.destroy(err as Error);
      },
    );
  });
  return out;
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

/** "Invalid request: path: message; …", as the error handler words a schema's refusal. */
function invalidRequest(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix = '') {
  const parts = issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return badRequest(`Invalid request: ${parts.join('; ')}`);
}

/** The request's time zone when it came before ordersList (the web app sends it first), else null. */
function timeZoneBeforeItems(skeletonSoFar: string): string | null {
  try {
    const head = JSON.parse(`${skeletonSoFar}]}`) as { timezone?: unknown };
    return typeof head.timezone === 'string' ? timeZoneOf(head.timezone) : null;
  } catch (err) {
    if (err instanceof AppError) throw err;
    return null;
  }
}

/**
 * Exports the rows of a request body read as it arrives (decision 024): each row is checked on its
 * own and, once the time zone is known, written to the workbook at once, so neither the body nor its
 * rows are ever held whole. Rows that come before the time zone wait in memory for it.
 */
export async function exportWorkOrders(
  deps: WorkOrdersDeps,
  vendorId: number,
  body: AsyncIterable<Buffer>,
): Promise<ExportWorkOrdersResponse> {
  const poNumbers = new Set<string>();
  const waiting: ExportItem[] = [];
  let workbook: OrdersWorkbook | null = null;
  let earlyTimeZone: string | null = null;
  let count = 0;
  // exceljs is loaded on the first export (decision 024); the rows are written as the body is read
  const WorkbookWriter = await loadWorkbookWriter();
  const scanner = createExportBodyScanner((value) => {
    const index = count++;
    if (count > EXPORT_MAX_ROWS)
      throw invalidRequest([{ path: ['ordersList'], message: EXPORT_TOO_MANY_ROWS }]);
    const parsed = exportItem.safeParse(value);
    if (!parsed.success) throw invalidRequest(parsed.error.issues, `ordersList.${index}`);
    const item = parsed.data;
    poNumbers.add(item.poNum);
    if (index === 0) {
      earlyTimeZone = timeZoneBeforeItems(scanner.skeleton());
      if (earlyTimeZone !== null) workbook = openOrdersWorkbook(WorkbookWriter, earlyTimeZone);
    }
    if (workbook) workbook.add(item);
    else waiting.push(item);
  });
  try {
    for await (const chunk of body) {
      scanner.write(chunk);
      // the rows of this chunk are written: let the zip catch up before reading more of the body
      if (workbook) await (workbook as OrdersWorkbook).settle();
    }
  } catch (err) {
    if (err instanceof ExportBodySyntaxError) throw badRequest(err.message);
    throw err;
  }

  let rest: unknown;
  try {
    rest = JSON.parse(scanner.skeleton());
  } catch {
    throw badRequest('Body is not valid JSON');
  }
  // the fields other than the rows, and the rows that did not come as a plain ordersList array
  const request = exportWorkOrdersRequest.safeParse(rest);
  if (!request.success) throw invalidRequest(request.error.issues);
  if (count + request.data.ordersList.length > EXPORT_MAX_ROWS)
    throw invalidRequest([{ path: ['ordersList'], message: EXPORT_TOO_MANY_ROWS }]);
  for (const item of request.data.ordersList) {
    poNumbers.add(item.poNum);
    waiting.push(item);
  }
  count += request.data.ordersList.length;
  if (count === 0) throw badRequest(EXPORT_ROWS_REQUIRED);
  const timeZone = timeZoneOf(request.data.timezone);
  if (earlyTimeZone !== null && earlyTimeZone !== timeZone) throw badRequest('timezone is given twice.');
  // the rows come from the browser: every PO number must be one of the vendor's orders
  if ((await countOwnedPoNumbers(deps.db, vendorId, [...poNumbers])) !== poNumbers.size) throw notFound();

  const file = workbook
    ? await (workbook as OrdersWorkbook).finish()
    : await buildOrdersWorkbook(WorkbookWriter, waiting, timeZone);
  const fileName = `work-orders-${calendarDateIn(new Date(), timeZone)}.xlsx`;
  const key = `exports/${vendorId}/${randomUUID()}.xlsx`;
  // recorded first: if storing fails half way, housekeeping still deletes whatever was written
  await recordExport(deps.db, key, vendorId);
  await deps.blobs.put(key, file, XLSX_CONTENT_TYPE);
  const url = await deps.blobs.createDownloadUrl(key, { fileName });
  return { success: true, url, fileName };
}

const PRUNE_BATCH = 200;

/**
 * Deletes the Excel exports stored more than `hours` ago, blob first and then its record, so that a
 * failure half way leaves a record to try again (housekeeping, decision 032). Answers how many went.
 */
export async function pruneExports(
  deps: Pick<WorkOrdersDeps, 'db' | 'blobs'>,
  hours: number,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const keys = await findExportsOlderThan(deps.db, hours, PRUNE_BATCH);
    for (const key of keys) {
      await deps.blobs.delete(key);
      await forgetExport(deps.db, key);
      deleted++;
    }
    if (keys.length < PRUNE_BATCH) return deleted;
  }
}
