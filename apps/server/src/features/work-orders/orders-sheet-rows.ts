// The export's data rows as sheet XML text, the same text exceljs's row and cell writers produce for
// them (decision 029): `<row r=… spans="1:9" …>` with one `<c>` per cell, texts as inline `t="str"`
// values, NTE and Work Date as numbers with their column's style id. exceljs builds a Row, nine Cells,
// their models and an XML stream for every row (~16 KB of garbage per row, 1.6 GB for 100,000 rows),
// which is what kept the export's memory above its goal; this writes each row as one string.
// `orders-sheet-rows.test.ts` checks the text against exceljs's own for awkward values.
import type { ExportItem } from '@vp/contracts';
import { inertCellText } from '../../platform/excel/formula-text.ts';

/** The value of each export column, in EXPORT_COLUMNS order: text, money (number) or date-time (Date). */
export type SheetCells = readonly [
  poNum: string,
  location: string | null,
  company: string | null,
  address: string | null,
  orderType: string | null,
  nte: number | null,
  orderStatus: string | null,
  clientPO: string | null,
  workDate: Date | null,
];

// an empty cell rather than an empty string; text a spreadsheet would run as a formula made inert
// (decision 098)
const textOf = (value: string | null | undefined) => (value ? inertCellText(value) : null);

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

/** A request row as the sheet's cells; `toDate` turns an instant into the zone-less wall-clock time. */
export function sheetCellsOf(item: ExportItem, toDate: (instant: Date) => Date): SheetCells {
  return [
    inertCellText(item.poNum),
    textOf(item.location),
    textOf(item.company),
    textOf(item.vendorFullAddress),
    textOf(item.orderType),
    moneyOf(item.nte),
    textOf(item.orderStatus),
    textOf(item.clientPO),
    dateOf(item.workDate, toDate),
  ];
}

const COLUMN_LETTERS = 'ABCDEFGHI';
const MS_PER_DAY = 24 * 3600 * 1000;
/** 1970-01-01 as a spreadsheet day number (the 1900 date system, as exceljs writes it) */
const EXCEL_EPOCH_DAY = 25569;

// what exceljs's xmlEncode changes: the five XML specials, and control characters XML cannot hold
// (dropped, as exceljs drops them)
// eslint-disable-next-line no-control-regex -- matching the control characters is the point
const NEEDS_ENCODING = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
// eslint-disable-next-line no-control-regex -- as above
const ENCODED = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g;
const ENTITIES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};
const xmlText = (text: string) =>
  NEEDS_ENCODING.test(text) ? text.replace(ENCODED, (c) => ENTITIES[c] ?? '') : text;

/** The style ids of the money and date columns, as exceljs registered them for this workbook. */
export type SheetStyleIds = { money: number; date: number };

/** One data row's XML; `rowNumber` counts from 1 (the header row). */
export function sheetRowXml(rowNumber: number, cells: SheetCells, styles: SheetStyleIds): string {
  let xml = `<row r="${rowNumber}" spans="1:9" x14ac:dyDescent="0.25">`;
  for (let c = 0; c < cells.length; c++) {
    const value = cells[c];
    const ref = `${COLUMN_LETTERS[c]}${rowNumber}`;
    if (c === 5 || c === 8) {
      // money and date cells carry their column's style even when empty
      const style = c === 5 ? styles.money : styles.date;
      if (value === null) {
        xml += `<c r="${ref}" s="${style}"/>`;
        continue;
      }
      const number =
        value instanceof Date ? EXCEL_EPOCH_DAY + value.getTime() / MS_PER_DAY : (value as number);
      xml += `<c r="${ref}" s="${style}"><v>${number}</v></c>`;
    } else if (value !== null) {
      xml += `<c r="${ref}" t="str"><v>${xmlText(value as string)}</v></c>`;
    }
  }
  return `${xml}</row>`;
}
