// The Audit log screen's calls (decision 063): Administrators and Read-only staff read and export it
// (an auditor's role); Vendor managers and Accounts payable do not: the log shows every area's changes,
// staff accounts' and API clients' too, beyond their own work.
import type { FastifyInstance } from 'fastify';
import { auditChoicesCall, exportAuditCall, listAuditCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { staffRouter } from '../../platform/staff/staff-api.ts';
import { auditChoices, listAudit } from './staff-audit.service.ts';
import { sendAuditExport } from './staff-audit-export.ts';

export function staffAuditRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);

    route(listAuditCall, async (request) => {
      const { cursor, limit, ...filter } = request.query;
      return listAudit(deps.db, filter, { cursor, limit });
    });
    route(auditChoicesCall, async () => auditChoices(deps.db));
    route(exportAuditCall, async (request, reply) =>
      sendAuditExport(deps.db, request.query, reply, request.log),
    );
  };
}
