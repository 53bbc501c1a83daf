// POST /api/print-work-order-by-crew-detail-id: e-mail (actionType 2) or download (3) the PO prints of
// the selected work orders (SPEC sections 3 and 7).
import {
  DOWNLOAD_WILL_BEGIN,
  EMAIL_WILL_BE_SENT,
  PRINT_ACTION_DOWNLOAD,
  PRINT_ACTION_EMAIL,
  printWorkOrdersCall,
  type PrintWorkOrdersRequest,
  type WorkOrderRow,
} from '@vp/contracts';
import { call, callForResponse } from '../../../lib/call.ts';
import { fileNameOf, saveFile, type DownloadedFile } from '../../../lib/download.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { useActionMutation } from '../../../lib/action-mutation.ts';

type Action = typeof PRINT_ACTION_EMAIL | typeof PRINT_ACTION_DOWNLOAD;

export function printRequest(rows: readonly WorkOrderRow[], actionType: Action): PrintWorkOrdersRequest {
  return {
    crewDetailIds: rows.map((row) => row.ocdId),
    vendorPONumbers: rows.map((row) => row.poNum),
    actionType,
    timezone: browserTimeZone(),
    documentId: -1,
    callSource: 'vendorportal',
  };
}

export function emailWorkOrders(rows: readonly WorkOrderRow[]) {
  return call(printWorkOrdersCall, { body: printRequest(rows, PRINT_ACTION_EMAIL) });
}

// the same call answers the PDF itself for a download

export async function downloadWorkOrders(rows: readonly WorkOrderRow[]): Promise<DownloadedFile> {
  const response = await callForResponse(
    printWorkOrdersCall,
    { body: printRequest(rows, PRINT_ACTION_DOWNLOAD) },
    { accept: '*/*' },
  );
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? 'purchase-orders.pdf' };
}

export function useEmailWorkOrdersMutation() {
  return useActionMutation({
    mutationFn: emailWorkOrders,
    onSuccess: () => notifySuccess(EMAIL_WILL_BE_SENT),
    onError: notifyError,
  });
}

export function useDownloadWorkOrdersMutation() {
  return useActionMutation({
    mutationFn: downloadWorkOrders,
    // the PDF takes a moment to build: say so at once
    onMutate: () => notifyInfo(DOWNLOAD_WILL_BEGIN),
    onSuccess: saveFile,
    onError: notifyError,
  });
}
