// The "Export all POs to Excel" workbook, written with exceljs's streaming writer: rows are written
// as they are added, so memory grows with the zipped output, not with a sheet model of every cell.
// The data rows' XML is ours (orders-sheet-rows.ts, the same text exceljs writes); the workbook, its
// styles, the sheet's head and tail and the zip are exceljs's (decision 029).
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, EXPORT_DATE_FORMAT, EXPORT_MONEY_FORMAT, type ExportItem } from '@vp/contracts';
import { wallClockConverter } from './zoned-time.ts';
import { sheetCellsOf, sheetRowXml, type SheetCells, type SheetStyleIds } from './orders-sheet-rows.ts';
import type { WorkbookWriterClass } from '../../platform/excel/load-exceljs.ts';
import {
  DATE_CELL,
  NUMBER_CELL,
  sheetTextStreamOf,
  styleRegistryOf,
  zipBacklogOf,
} from './exceljs-internals.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const YIELD_EVERY_ROWS = 500;
const WIDTHS = [16, 13, 32, 48, 20, 14, 14, 16, 21];

const TEXT_STYLE: Partial<ExcelJS.Style> = {};
const MONEY_STYLE: Partial<ExcelJS.Style> = { numFmt: EXPORT_MONEY_FORMAT };
const DATE_STYLE: Partial<ExcelJS.Style> = { numFmt: EXPORT_DATE_FORMAT };
const CELL_STYLES: Partial<ExcelJS.Style>[] = EXPORT_COLUMNS.map((header) =>
  header === 'NTE' ? MONEY_STYLE : header === 'Work Date' ? DATE_STYLE : TEXT_STYLE,
);

// The rows' XML is handed to the sheet's stream in pieces of about this many characters.
const SHEET_TEXT_CHARS = 64 * 1024;

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
export function openOrdersWorkbook(
  WorkbookWriter: WorkbookWriterClass,
  timeZone: string,
  /** 'exceljs': every row through exceljs's addRow, as when its internals are missing (tests compare the two) */
  rowsBy: 'text' | 'exceljs' = 'text',
): OrdersWorkbook {
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
  // without exceljs's pipes the export still works, with the memory it took before (decision 024)
  const backlog = zipBacklogOf(sheet) ?? (() => 0);
  const writeRow = rowWriter(workbook, sheet, rowsBy);
  let rowNumber = 1;
  return {
    add(item) {
      writeRow(++rowNumber, sheetCellsOf(item, toDate));
    },
    async settle() {
      while (backlog() > MAX_ZIP_BACKLOG_BYTES) await new Promise((resolve) => setTimeout(resolve, 1));
    },
    async finish() {
      writeRow.flush();
      sheet.commit();
      await workbook.commit();
      await finished;
      return Buffer.concat(chunks);
    },
  };
}

type RowWriter = ((rowNumber: number, cells: SheetCells) => void) & { flush(): void };

/**
 * Writes data rows into the sheet (decision 029): as XML text of our own (orders-sheet-rows.ts, the
 * same text exceljs writes), gathered and written to the sheet's stream exactly where exceljs's own
 * row writer writes it, with the style ids exceljs registers for the money and date columns. This
 * reads exceljs 4's internals (exceljs-internals.ts); when they are not there, rows go through exceljs's addRow and commit instead (same workbook, ~16 KB of garbage a row).
 */
function rowWriter(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelJS.Worksheet,
  rowsBy: 'text' | 'exceljs',
): RowWriter {
  const registry = styleRegistryOf(workbook);
  const sheetStream = sheetTextStreamOf(sheet);
  if (rowsBy === 'exceljs' || !registry || !sheetStream) {
    return Object.assign(
      (_rowNumber: number, cells: SheetCells) => {
        const row = sheet.addRow([...cells]);
        // exceljs caches a style's id by object identity: one shared object per column spares it
        // rendering every cell's style to find its id
        for (let c = 0; c < CELL_STYLES.length; c++) row.getCell(c + 1).style = CELL_STYLES[c]!;
        row.commit();
      },
      { flush: () => undefined },
    );
  }
  const styles: SheetStyleIds = {
    money: registry.addStyleModel(MONEY_STYLE, NUMBER_CELL),
    date: registry.addStyleModel(DATE_STYLE, DATE_CELL),
  };
  let text = '';
  const flush = () => {
    if (text === '') return;
    sheetStream.write(text);
    text = '';
  };
  return Object.assign(
    (rowNumber: number, cells: SheetCells) => {
      text += sheetRowXml(rowNumber, cells, styles);
      if (text.length >= SHEET_TEXT_CHARS) flush();
    },
    { flush },
  );
}

// The uncompressed sheet XML that may wait for the zip's deflate (which runs on libuv's threads):
// none. Letting it catch up completely between body chunks costs ~0.2 s of 100,000 rows, but the
// Buffers waiting for it are then consumed while JavaScript allocates nothing, so they die young; with
// a backlog (4 MB, 256 KB) they outlived two young-generation collections, were promoted, and waited
// for a full collection, 40-70 MB of them at once (decision 029).
const MAX_ZIP_BACKLOG_BYTES = 0;

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
