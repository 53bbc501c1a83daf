// exceljs adds ~35 MB to the process once loaded, and only the Excel export needs it: it is loaded on
// the first export, not at start, so the idle server does not carry it (decision 024).
import type ExcelJS from 'exceljs';

export type ExcelJs = typeof ExcelJS;

let loading: Promise<ExcelJs> | undefined;

/** The exceljs module, loaded on the first call (a failed load is tried again on the next call). */
export function loadExcelJs(): Promise<ExcelJs> {
  loading ??= import('exceljs').then(
    (module) => module.default,
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
