// The Audit log's Excel export (decision 063): the filtered rows, newest first, read from the database
// in batches and written by exceljs's streaming writer straight into the answer, so neither the rows
// nor the workbook are held whole. At most AUDIT_EXPORT_MAX_ROWS rows; when there were more, the
// sheet's last row says so (a narrower filter, e.g. dates, reaches the older ones).
import { PassThrough } from 'node:stream';
import {
  AUDIT_EXPORT_CONTENT_TYPE,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_SOURCE_LABELS,
  type AuditEntry,
  type AuditFilter,
} from '@vp/contracts';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../../platform/db/database.ts';
import { loadWorkbookWriter } from '../../platform/excel/load-exceljs.ts';
import { inertCellText } from '../../platform/excel/formula-text.ts';
import { auditRows } from './staff-audit.service.ts';

export const AUDIT_EXPORT_COLUMNS = [
  { header: 'When (UTC)', width: 22 },
  { header: 'Source', width: 12 },
  { header: 'Who', width: 32 },
  { header: 'Action', width: 28 },
  { header: 'Vendor number', width: 14 },
  { header: 'Vendor', width: 28 },
  { header: 'Subject', width: 16 },
  { header: 'Subject id', width: 38 },
  { header: 'Before', width: 48 },
  { header: 'After', width: 48 },
  { header: 'Address', width: 16 },
] as const;

// a cell holds at most 32,767 characters
const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value).slice(0, 32_000);

// names, ids and values come from vendors, staff and company systems: text a spreadsheet would run as
// a formula is made inert (decision 098)
const text = (value: string | null | undefined) => inertCellText(value ?? '');

const cellsOf = (e: AuditEntry) => [
  new Date(e.at),
  AUDIT_SOURCE_LABELS[e.source],
  text(e.actor),
  text(e.action),
  e.vendorNum ?? '',
  text(e.vendorName),
  text(e.subjectType),
  text(e.subjectId),
  // JSON, mostly objects (which begin with '{'); a bare value stays safe whatever it is
  text(json(e.before)),
  text(json(e.after)),
  text(e.ip),
];

/** Checks the filter (400 before anything is sent), then streams the workbook as the answer. */
export async function sendAuditExport(
  db: Db,
  filter: AuditFilter,
  reply: FastifyReply,
  log: FastifyBaseLogger,
): Promise<FastifyReply> {
  const rows = await auditRows(db, filter);
  const WorkbookWriter = await loadWorkbookWriter();
  const out = new PassThrough();
  const workbook = new WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Audit log', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = AUDIT_EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getColumn(1).numFmt = 'yyyy-mm-dd hh:mm:ss';
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    let next = await rows.next();
    while (!next.done) {
      // the download was given up: read no more
      if (out.destroyed) return;
      for (const entry of next.value) sheet.addRow(cellsOf(entry)).commit();
      next = await rows.next();
    }
    if (next.value.truncated)
      sheet
        .addRow([
          `Only the newest ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows are exported; narrow the filter (for example by date) for older ones.`,
        ])
        .commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    // a download given up mid-way is no failure (decision 098)
    if (out.destroyed) log.info({ err }, 'the audit export ended: the client went away');
    else log.error({ err }, 'the audit export failed while streaming');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', AUDIT_EXPORT_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="audit-log-${day}.xlsx"`)
    .header('x-export-row-limit', String(AUDIT_EXPORT_MAX_ROWS))
    .send(out);
}
