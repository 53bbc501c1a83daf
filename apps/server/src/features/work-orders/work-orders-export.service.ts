// The Excel export (SPEC section 9): the browser's rows read from the body as it arrives, checked one
// by one and written to the workbook at once (decisions 024 and 029), stored, and handed out as a link.
import { randomUUID } from 'node:crypto';
import {
  EXPORT_MAX_ROWS,
  EXPORT_ROWS_REQUIRED,
  EXPORT_TOO_MANY_ROWS,
  calendarDateIn,
  exportItem,
  exportWorkOrdersRequest,
  type ExportItem,
  type ExportWorkOrdersResponse,
} from '@vp/contracts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { countOwnedPoNumbers, recordExport } from './work-orders.repository.ts';
import {
  buildOrdersWorkbook,
  openOrdersWorkbook,
  XLSX_CONTENT_TYPE,
  type OrdersWorkbook,
} from './orders-workbook.ts';
import { loadWorkbookWriter } from '../../platform/excel/load-exceljs.ts';
import { createExportBodyScanner, ExportBodySyntaxError } from './export-body-scanner.ts';
import { notFound, timeZoneOf, type WorkOrdersDeps } from './work-orders-shared.ts';

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
