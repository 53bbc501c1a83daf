// exceljs's streaming workbook writer (the work-orders and the audit log's exports), loaded on the
// first export rather than at start so that the idle server does not carry it (decision 024). Only the writer's own module is loaded (~23 MB of RSS
// instead of ~36 MB for all of exceljs: no reader, no in-memory workbook); its path is exceljs 4's,
// and if a later exceljs moves it, the whole library is loaded instead.
import type ExcelJS from 'exceljs';

/** exceljs's own module of the streaming writer: loading only it spares ~13 MB (decision 024). */
export const WORKBOOK_WRITER_MODULE = 'exceljs/lib/stream/xlsx/workbook-writer.js';

export type WorkbookWriterClass = typeof ExcelJS.stream.xlsx.WorkbookWriter;

let loading: Promise<WorkbookWriterClass> | undefined;

async function importWriter(): Promise<WorkbookWriterClass> {
  try {
    // a plain string import would need type declarations for exceljs's untyped internals
    const module = (await import(WORKBOOK_WRITER_MODULE)) as { default: WorkbookWriterClass };
    return module.default;
  } catch {
    return (await import('exceljs')).default.stream.xlsx.WorkbookWriter;
  }
}

/** exceljs's WorkbookWriter, loaded on the first call (a failed load is tried again on the next call). */
export function loadWorkbookWriter(): Promise<WorkbookWriterClass> {
  loading ??= importWriter().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}
