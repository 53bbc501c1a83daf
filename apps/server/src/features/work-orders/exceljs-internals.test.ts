// Canary: the exceljs internals the export reads are where exceljs-internals.ts expects them. When an
// upgrade moves one, this fails with what moved, instead of the export silently falling back to the
// slower, hungrier public API (decisions 024 and 029).
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  DATE_CELL,
  NUMBER_CELL,
  sheetTextStreamOf,
  styleRegistryOf,
  zipBacklogOf,
} from './exceljs-internals.ts';
import {
  loadWorkbookWriter,
  WORKBOOK_WRITER_MODULE,
  type WorkbookWriterClass,
} from '../../platform/excel/load-exceljs.ts';

describe('exceljs internals (canary for upgrades)', () => {
  it('loads the streaming writer from its own module', async () => {
    const module = (await import(WORKBOOK_WRITER_MODULE)) as { default: WorkbookWriterClass };
    expect(typeof module.default, `${WORKBOOK_WRITER_MODULE} moved`).toBe('function');
    expect(await loadWorkbookWriter()).toBe(module.default);
  });

  it('finds the style registry, the sheet stream and the zip pipes, and they behave as used', async () => {
    const WorkbookWriter = await loadWorkbookWriter();
    const out = new PassThrough();
    out.resume();
    const workbook = new WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet('canary');
    sheet.getRow(1).commit();

    const registry = styleRegistryOf(workbook);
    expect(registry, 'workbook.styles.addStyleModel moved').not.toBeNull();
    const money = registry!.addStyleModel({ numFmt: '$#,##0.00' }, NUMBER_CELL);
    const date = registry!.addStyleModel({ numFmt: 'mm/dd/yyyy' }, DATE_CELL);
    expect(Number.isInteger(money) && money > 0).toBe(true);
    expect(date).not.toBe(money);

    const stream = sheetTextStreamOf(sheet);
    expect(stream, 'worksheet.stream.write moved').not.toBeNull();
    const backlog = zipBacklogOf(sheet);
    expect(backlog, 'worksheet.stream.pipes moved').not.toBeNull();
    const before = backlog!();
    // a megabyte of rows at once: more than the pipe passes on at once, so some of it waits for the
    // zip, and the figure the writer of rows waits on grows
    stream!.write('<row r="2"><c r="A2" t="inlineStr"><is><t>canary</t></is></c></row>'.repeat(16_000));
    expect(backlog!()).toBeGreaterThan(before);

    sheet.commit();
    await workbook.commit();
  });

  it('answers null for what is not there, so the export falls back to the public API', () => {
    const moved = {} as never;
    expect(styleRegistryOf(moved)).toBeNull();
    expect(sheetTextStreamOf(moved)).toBeNull();
    expect(zipBacklogOf(moved)).toBeNull();
    expect(zipBacklogOf({ stream: { write: () => true } } as never)).toBeNull();
  });
});
