// The staff console's Audit log screen (issue 18 point 2, decision 063): the staff audit log (who on
// the company's side changed what, decision 057) and the vendor side's activity (the events whose actor
// is a vendor user, decision 049) in one list, newest first, filtered by vendor, vendor user, staff
// member, action and dates, paged by a keyset cursor, and exported to Excel (at most
// AUDIT_EXPORT_MAX_ROWS rows, newest first). Administrators and Read-only staff read and export it.
import { z } from 'zod';
import { defineCall } from '../platform/api-call.ts';
import { allow } from '../platform/access.ts';
import { listPageQuery, listPageSchema } from '../platform/list-page.ts';

export const AUDIT_SOURCES = ['staff', 'vendor'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];
export const AUDIT_SOURCE_LABELS: Record<AuditSource, string> = {
  staff: 'Staff',
  vendor: 'Vendor user',
};

export const AUDIT_PAGE_MAX_LIMIT = 200;
/** The export's most rows, newest first; a narrower filter gets the older ones. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
export const AUDIT_EXPORT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is YYYY-MM-DD');
const id = z.coerce.number().int().positive().max(2147483647);

/** The filters, as query values; every one narrows the rows (all together: AND). */
const auditFilterFields = {
  /** only the staff log, or only the vendor side's activity */
  source: z.enum(AUDIT_SOURCES).optional(),
  /** the vendor's number: its users' activity and the staff changes about it */
  vendorNum: id.optional(),
  /** a vendor user's e-mail: that user's activity (case does not matter) */
  userEmail: z.string().trim().toLowerCase().min(1).max(320).optional(),
  /** a staff member's id: that member's changes */
  staffId: id.optional(),
  /** the action exactly (e.g. 'api_client.created', 'work-order.accepted') */
  action: z.string().trim().min(1).max(200).optional(),
  /** from this day (UTC), inclusive */
  from: day.optional(),
  /** to this day (UTC), inclusive */
  to: day.optional(),
};
/** (the server refuses a 'from' after 'to') */
export const auditFilterSchema = z.object(auditFilterFields);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditEntrySchema = z.object({
  /** unique in the list: 's<id>' for a staff row, 'v<id>' for a vendor-side event */
  key: z.string(),
  source: z.enum(AUDIT_SOURCES),
  at: z.string(),
  action: z.string(),
  /** who: the staff member's e-mail, or the vendor user's */
  actor: z.string(),
  staffId: z.number().int().nullable(),
  vendorNum: z.number().int().nullable(),
  vendorName: z.string().nullable(),
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  /** the staff row's values before and after; a vendor-side event's data is in `after` */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditCall = defineCall({
  id: 'staff-audit-list',
  method: 'GET',
  path: '/staff/api/audit',
  query: z.object({
    ...auditFilterFields,
    ...listPageQuery(AUDIT_PAGE_MAX_LIMIT, 50),
  }),
  response: listPageSchema(auditEntrySchema),
  access: allow.staff('read_only'),
  summary: 'The staff audit log and the vendor side activity, newest first (Administrators, Read-only)',
});

export const auditChoicesCall = defineCall({
  id: 'staff-audit-choices',
  method: 'GET',
  path: '/staff/api/audit/choices',
  response: z.object({
    staff: z.array(z.object({ id: z.number().int(), email: z.string(), name: z.string() })),
    actions: z.array(z.string()),
  }),
  access: allow.staff('read_only'),
  summary: "The audit filter's choices: the staff members and the known actions",
});

export const exportAuditCall = defineCall({
  id: 'staff-audit-export',
  method: 'GET',
  path: '/staff/api/audit/export',
  query: auditFilterSchema,
  produces: AUDIT_EXPORT_CONTENT_TYPE,
  access: allow.staff('read_only'),
  summary: `The filtered audit rows as an Excel workbook, newest first, at most ${AUDIT_EXPORT_MAX_ROWS} rows`,
});
