// Section 5, Documents (SPEC sections 2, 4, 5, 7, 8): the Approved and Pending approval lists,
// 'Upload New Document' (the 'Upload Document' drawer, 450 wide), download and removal of a pending
// document after a confirm.
import { useState } from 'react';
import Box from '@mui/material/Box';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  UPLOAD_NEW_DOCUMENT,
  VENDOR_INVOICE_TYPE,
  WORK_ORDER_DOCUMENT_DELETE_CONFIRM,
  WORK_ORDER_DOCUMENT_TYPE_SCOPE,
  createUploadUrlCall,
  getApprovedDocumentsCall,
  getDocumentTypesCall,
  getPendingDocumentsCall,
  type WorkOrderDocument,
} from '@vp/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DocumentUploadDrawer } from '../../../components/document-upload/index.ts';
import { SectionActionButton } from '../../../components/section-action-button.tsx';
import { SectionData } from '../../../components/expandable-sections/index.ts';
import { DRAWER_WIDTH } from '../../../components/layout-sizes.ts';
import { TitledBlock } from '../../../components/titled-block.tsx';
import { callQuery } from '../../../lib/call.ts';
import { useMay } from '../../../lib/start-up-data.tsx';
import { useDeleteDocumentMutation } from '../api/delete-document.ts';
import { useDownloadDocumentMutation } from '../api/download-document.ts';
import { refreshDocumentLists } from '../api/refresh-document-lists.ts';
import { uploadWorkOrderDocument } from '../api/upload-document.ts';
import { ApprovedDocuments, PendingDocuments } from './document-lists.tsx';

export function DocumentsSection({ ordNum }: { ordNum: number }) {
  const queryClient = useQueryClient();
  const approved = useQuery({
    ...callQuery(getApprovedDocumentsCall, { params: { ordNum } }),
    select: (answer) => answer.vendorDocuments,
  });
  const pending = useQuery({
    ...callQuery(getPendingDocumentsCall, { params: { ordNum } }),
    select: (answer) => answer.unapprovedDocuments,
  });
  const [uploading, setUploading] = useState(false);
  const types = useQuery({
    ...callQuery(getDocumentTypesCall, { params: { x: WORK_ORDER_DOCUMENT_TYPE_SCOPE } }),
    select: (answer) => answer.documentTypes.map((type) => type.code),
    enabled: uploading,
    staleTime: Infinity,
  });
  const [removing, setRemoving] = useState<WorkOrderDocument | null>(null);
  const remove = useDeleteDocumentMutation(ordNum, () => setRemoving(null));
  const download = useDownloadDocumentMutation();

  // a rejected Vendor Invoice does not hold the place of a new one (decision 054)
  const hasPendingVendorInvoice = (pending.data ?? []).some(
    (document) => document.type === VENDOR_INVOICE_TYPE && document.status === 'pending',
  );
  // Finance reads an order's documents; adding and removing them is for those who may change orders
  const mayEdit = useMay(createUploadUrlCall);
  const actions = {
    onDownload: (document: WorkOrderDocument) => download.mutate(document),
    downloading: download.isPending ? (download.variables?.id ?? null) : null,
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SectionActionButton allowed={mayEdit} icon={<UploadFileOutlined />} onClick={() => setUploading(true)}>
        {UPLOAD_NEW_DOCUMENT}
      </SectionActionButton>
      <TitledBlock title="Approved">
        <SectionData query={approved} label="the approved documents" isEmpty={(list) => list.length === 0}>
          {(documents) => <ApprovedDocuments documents={documents} {...actions} />}
        </SectionData>
      </TitledBlock>
      <TitledBlock title="Pending approval">
        <SectionData query={pending} label="the pending documents" isEmpty={(list) => list.length === 0}>
          {(documents) => (
            <PendingDocuments
              documents={documents}
              onRemove={mayEdit ? setRemoving : undefined}
              {...actions}
            />
          )}
        </SectionData>
      </TitledBlock>
      <DocumentUploadDrawer
        open={uploading}
        onClose={() => setUploading(false)}
        width={DRAWER_WIDTH.upload}
        documentTypes={types.data}
        hasPendingVendorInvoice={hasPendingVendorInvoice}
        uploadFile={(upload, onProgress) => uploadWorkOrderDocument(ordNum, upload, onProgress)}
        onUploaded={() => void refreshDocumentLists(queryClient, ordNum)}
      />
      <ConfirmDialog
        open={removing !== null}
        message={WORK_ORDER_DOCUMENT_DELETE_CONFIRM}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </Box>
  );
}
