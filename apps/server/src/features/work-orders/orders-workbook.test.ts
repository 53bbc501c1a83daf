// The export's data rows written as our own XML text (decision 029) against the same rows written by
// exceljs's addRow and commit: the sheet and styles parts of the two .xlsx files are the same bytes,
// for awkward values (XML specials, control characters, emoji, empty and missing cells, money given
// as text, dates that do not parse) and across many rows (texts handed over in 64 KB pieces).
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ExportItem } from '@vp/contracts';
import { openOrdersWorkbook } from './orders-workbook.ts';
import { loadWorkbookWriter } from '../../platform/excel/load-exceljs.ts';

const awkward: ExportItem[] = [
  {
    workDate: '2026-11-22T08:18:20.123Z',
    nte: 1234.5,
    poNum: `PO-1<&>"'`,
    company: 'Store é ☃ \u0001x\u007f\t\n\r\u000b',
    location: '1001',
    vendorFullAddress: '1 Main St, Unit 7, Albany, NY 12207',
    orderType: 'Repair',
    orderStatus: 'Open',
    clientPO: '',
  },
  {
    workDate: null,
    nte: null,
    poNum: 'PO-2',
    company: null,
    location: null,
    vendorFullAddress: null,
    orderType: null,
    orderStatus: null,
    clientPO: null,
  },
  {
    workDate: 'not a date',
    nte: '$1,234.567',
    poNum: '',
    company: '😀 & co',
    location: '0',
    vendorFullAddress: ' ',
    orderType: 'x',
    orderStatus: 'y',
    clientPO: 'z',
  },
  { workDate: '1999-12-31T23:59:59Z', nte: -0.1, poNum: 'P' },
  { workDate: '2030-03-10T07:30:00Z', nte: 'abc', poNum: 'DST', company: '' },
  { workDate: '2030-01-01T00:00:00.000Z', nte: 0, poNum: 'ZERO', location: '' },
];

const many: ExportItem[] = Array.from({ length: 3000 }, (_, i) => ({
  workDate: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  nte: i % 7 === 0 ? null : 100 + i / 4,
  poNum: `PO-${100000 + i}`,
  company: `Store ${i} & Sons`,
  location: String(1000 + (i % 500)),
  vendorFullAddress: `${i} Main Street, Springfield, IL 62701`,
  orderType: i % 2 ? 'Repair' : 'Maintenance',
  orderStatus: 'Open',
  clientPO: i % 3 ? `C${i}` : null,
}));

async function sheetParts(items: ExportItem[], rowsBy: 'text' | 'exceljs', timeZone: string) {
  const workbook = openOrdersWorkbook(await loadWorkbookWriter(), timeZone, rowsBy);
  for (const [i, item] of items.entries()) {
    workbook.add(item);
    if (i % 500 === 499) await workbook.settle();
  }
  const zip = await JSZip.loadAsync(await workbook.finish());
  const text = (name: string) => zip.file(name)!.async('string');
  return { sheet: await text('xl/worksheets/sheet1.xml'), styles: await text('xl/styles.xml') };
}

describe('the export rows written as text', () => {
  it.each([
    ['awkward values', awkward, 'America/New_York'],
    ['3,000 rows', many, 'America/Los_Angeles'],
    ['awkward values, UTC', awkward, 'UTC'],
  ])('%s: the same sheet and styles as exceljs writes', async (_name, items, timeZone) => {
    const ours = await sheetParts(items, 'text', timeZone);
    const exceljs = await sheetParts(items, 'exceljs', timeZone);
    expect(ours.sheet).toContain(`<row r="${items.length + 1}"`);
    expect(ours.sheet).toBe(exceljs.sheet);
    expect(ours.styles).toBe(exceljs.styles);
  });
});
