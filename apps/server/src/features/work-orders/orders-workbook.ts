// The "Export all POs to Excel" workbook, written with exceljs's streaming writer: rows are committed
// as they are added, so memory grows with the zipped output, not with a sheet model of every cell.
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, EXPORT_DATE_FORMAT, EXPORT_MONEY_FORMAT, type ExportItem } from '@vp/contracts';
import { wallClockConverter } from './zoned-time.ts';
import type { WorkbookWriterClass } from './load-exceljs.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const YIELD_EVERY_ROWS = 500;
const WIDTHS = [16, 13, 32, 48, 20, 14, 14, 16, 21];

// an empty cell rather than an empty string
const textOf = (value: string | null | undefined) => (value ? value : null);

function moneyOf(value: ExportItem['nte']): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? n : null;
}

function dateOf(value: ExportItem['workDate'], toDate: (instant: Date) => Date): Date | null {
  if (!value) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : toDate(instant);
}

const TEXT_STYLE: Partial<ExcelJS.Style> = {};
const CELL_STYLES: Partial<ExcelJS.Style>[] = EXPORT_COLUMNS.map((header) =>
  header === 'NTE'
    ? { numFmt: EXPORT_MONEY_FORMAT }
    : header === 'Work Date'
      ? { numFmt: EXPORT_DATE_FORMAT }
      : TEXT_STYLE,
);

export type OrdersWorkbook = {
  /** Writes one row; it is zipped into the output at once and not kept. */
  add(item: ExportItem): void;
  /** Resolves once the zip has caught up with the rows written (call it between batches of rows). */
  settle(): Promise<void>;
  /** Ends the sheet and answers the .xlsx bytes. */
  finish(): Promise<Buffer>;
};

/**
 * A workbook that takes rows one at a time, as the request's body is read (decision 024): what it
 * holds is the zipped output so far, whatever the number of rows. `WorkbookWriter` is exceljs's, loaded
 * by the caller on first use (load-exceljs.ts).
 */
export function openOrdersWorkbook(WorkbookWriter: WorkbookWriterClass, timeZone: string): OrdersWorkbook {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });

  const workbook = new WorkbookWriter({
    stream: out,
    useStyles: true,
    // shared strings would keep every distinct text in memory until the end
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Work Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((header, i) => ({ header, width: WIDTHS[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };

  const toDate = wallClockConverter(timeZone);
  const backlog = zipBacklog(sheet);
  return {
    add(item) {
      const row = sheet.addRow([
        item.poNum,
        textOf(item.location),
        textOf(item.company),
        textOf(item.vendorFullAddress),
        textOf(item.orderType),
        moneyOf(item.nte),
        textOf(item.orderStatus),
        textOf(item.clientPO),
        dateOf(item.workDate, toDate),
      ]);
      // exceljs caches a style's id by object identity: one shared object per column spares it
      // rendering every cell's style to find its id (half the time of the export)
      for (let c = 0; c < CELL_STYLES.length; c++) row.getCell(c + 1).style = CELL_STYLES[c]!;
      row.commit();
    },
    async settle() {
      while (backlog() > MAX_ZIP_BACKLOG_BYTES) await new Promise((resolve) => setTimeout(resolve, 1));
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      await finished;
      return Buffer.concat(chunks);
    },
  };
}

// The uncompressed sheet XML waiting for the zip's deflate (which runs on libuv's threads).
const MAX_ZIP_BACKLOG_BYTES = 4 * 1024 * 1024;

type BufferedStream = { _writableState?: { length?: number }; _readableState?: { length?: number } };

/**
 * How many bytes of sheet XML wait to be zipped. exceljs's sheet stream writes to the zip's input
 * without heeding its backpressure, so rows written faster than deflate compresses pile up there
 * (46 MB for 100,000 rows); the writer of the rows waits on this instead (decision 024). It reads
 * exceljs 4's internals (the sheet's StreamBuf and the PassThrough archiver pipes it into); when they
 * are not there it answers 0, and the export still works, with the memory it took before.
 */
function zipBacklog(sheet: ExcelJS.Worksheet): () => number {
  const pipes = (sheet as unknown as { stream?: { pipes?: BufferedStream[] } }).stream?.pipes;
  return () => {
    let bytes = 0;
    for (const pipe of pipes ?? [])
      bytes += (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0);
    return bytes;
  };
}

/** The workbook of rows already in memory (rows that came before the request's time zone). */
export async function buildOrdersWorkbook(
  WorkbookWriter: WorkbookWriterClass,
  items: readonly ExportItem[],
  timeZone: string,
): Promise<Buffer> {
  const workbook = openOrdersWorkbook(WorkbookWriter, timeZone);
  let written = 0;
  for (const item of items) {
    // let other requests (and the zip compression's callbacks) run now and then: 100,000 rows in one
    // go would hold the event loop for seconds
    if (++written % YIELD_EVERY_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
    workbook.add(item);
    if (written % YIELD_EVERY_ROWS === 0) await workbook.settle();
  }
  return workbook.finish();
}
