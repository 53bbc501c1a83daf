// POST /api/export-order-by-vendor-excel: the grid's rows to an .xlsx, saved from the link the server
// answers (SPEC sections 3 and 7).
import { exportWorkOrdersCall, type ExportItem, type WorkOrderRow } from '@vp/contracts';
import { call } from '../../../lib/call.ts';
import { saveFromUrl } from '../../../lib/download.ts';
import { notifyError } from '../../../lib/notify.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

export function exportItemOf(row: WorkOrderRow): ExportItem {
  return {
    workDate: row.workDate,
    nte: row.nte,
    poNum: row.poNum,
    company: row.company,
    location: row.location,
    vendorFullAddress: row.fullAddress,
    orderType: row.orderType,
    orderStatus: row.orderStatus,
    clientPO: row.clientPO,
  };
}

export function exportWorkOrders(rows: readonly WorkOrderRow[]) {
  // the time zone first: the server then writes each row to the workbook as it arrives (decision 024)
  return call(exportWorkOrdersCall, {
    body: { timezone: browserTimeZone(), ordersList: rows.map(exportItemOf) },
  });
}

export function useExportWorkOrdersMutation() {
  return useActionMutation({
    mutationFn: exportWorkOrders,
    onSuccess: (answer) => saveFromUrl(answer.url, answer.fileName),
    onError: notifyError,
  });
}
