// The one place that reads exceljs 4's internals (issue 16). The export needs three things exceljs
// does not offer publicly: the workbook's style registry and the sheet's text stream, to write the
// data rows' XML itself (decision 029), and the pipes between the sheet and the zip, to wait for
// deflate instead of piling rows up in memory (decision 024). Each answers null when an upgrade moved
// it, and the export falls back to exceljs's public API; exceljs-internals.test.ts is the canary that
// fails loudly instead, so an upgrade cannot quietly cost the export its speed and memory. exceljs is
// pinned to an exact version in apps/server/package.json for the same reason.
import type ExcelJS from 'exceljs';

export type StyleRegistry = { addStyleModel(style: Partial<ExcelJS.Style>, cellType?: number): number };
export type SheetTextStream = { write(text: string): unknown };
type BufferedStream = { _writableState?: { length?: number }; _readableState?: { length?: number } };

// exceljs's ValueType numbers of the cell types whose style is registered (its Enums)
export const NUMBER_CELL = 2;
export const DATE_CELL = 4;

/** The workbook's style registry (`workbook.styles`), or null. */
export function styleRegistryOf(workbook: ExcelJS.stream.xlsx.WorkbookWriter): StyleRegistry | null {
  const registry = (workbook as unknown as { styles?: Partial<StyleRegistry> }).styles;
  return typeof registry?.addStyleModel === 'function' ? (registry as StyleRegistry) : null;
}

/** The stream the sheet's XML is written to (`sheet.stream`), or null. */
export function sheetTextStreamOf(sheet: ExcelJS.Worksheet): SheetTextStream | null {
  const stream = (sheet as unknown as { stream?: Partial<SheetTextStream> }).stream;
  return typeof stream?.write === 'function' ? (stream as SheetTextStream) : null;
}

/**
 * How many bytes of sheet XML wait to be zipped (`sheet.stream.pipes`, the PassThroughs archiver
 * reads), or null when the pipes are not where exceljs 4 keeps them. exceljs's sheet stream writes to
 * the zip's input without heeding its backpressure, so the writer of the rows waits on this.
 */
export function zipBacklogOf(sheet: ExcelJS.Worksheet): (() => number) | null {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown } }).stream?.pipes;
  if (!Array.isArray(pipes)) return null;
  return () => {
    let bytes = 0;
    for (const pipe of pipes as BufferedStream[])
      bytes += (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0);
    return bytes;
  };
}
