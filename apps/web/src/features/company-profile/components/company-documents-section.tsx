// Section Documents (SPEC sections 2, 5, 7, 8): the company documents (File Extension, Type, Input By,
// Input Date, File Name, Comment, Status: a rejected one with the company's reason) with Download,
// Delete of a pending or rejected one after a confirm, and
// 'Upload New Document' (the shared upload drawer, 500 wide, with the optional Comment).
import { useState } from 'react';
import Box from '@mui/material/Box';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COMPANY_DOCUMENTS_DRAWER_WIDTH,
  COMPANY_DOCUMENT_DELETE_CONFIRM,
  UPLOAD_NEW_DOCUMENT,
  VENDOR_DOCUMENT_TYPE_SCOPE,
  documentStatusText,
  getDocumentTypesCall,
  getCompanyDocumentsCall,
  type CompanyDocument,
} from '@vp/contracts';
import { SectionRows } from '../../../components/section-rows.tsx';
import { fileDownloadColumn } from '../../../components/download-button.tsx';
import { DocumentUploadDrawer } from '../../../components/document-upload/index.ts';
import { SectionActionButton } from '../../../components/section-action-button.tsx';
import { callKey, callQuery } from '../../../lib/call.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteCompanyDocumentMutation } from '../api/delete-company-document.ts';
import { useDownloadCompanyDocumentMutation } from '../api/download-company-document.ts';
import { uploadCompanyDocument } from '../api/upload-company-document.ts';
import { useMayChangeCompany } from './use-may-change-company.ts';
import { useDeleteColumn } from './use-delete-column.tsx';
import { useLoadErrorToast } from './use-load-error-toast.ts';

export function CompanyDocumentsSection() {
  const queryClient = useQueryClient();
  const documents = useQuery({
    ...callQuery(getCompanyDocumentsCall),
    select: (answer) => answer.documents,
  });
  useLoadErrorToast(documents);
  const [uploading, setUploading] = useState(false);
  // the work-order details ask the same call for 'workorder': one cache key per call and list
  const types = useQuery({
    ...callQuery(getDocumentTypesCall, { params: { x: VENDOR_DOCUMENT_TYPE_SCOPE } }),
    select: (answer) => answer.documentTypes.map((type) => type.code),
    enabled: uploading,
    staleTime: Infinity,
  });
  const download = useDownloadCompanyDocumentMutation();
  const downloading = download.isPending ? (download.variables?.id ?? null) : null;

  const mayChange = useMayChangeCompany();
  const deletion = useDeleteColumn<CompanyDocument>({
    message: COMPANY_DOCUMENT_DELETE_CONFIRM,
    nameOf: (d) => d.fileName,
    useDelete: useDeleteCompanyDocumentMutation,
    // approved documents are the provider's to remove; a rejected one the vendor may take away
    canDelete: (d) => d.status !== 'approved',
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SectionActionButton
        allowed={mayChange}
        icon={<UploadFileOutlined />}
        onClick={() => setUploading(true)}
      >
        {UPLOAD_NEW_DOCUMENT}
      </SectionActionButton>
      <SectionRows
        query={documents}
        loading="the documents"
        label="Company documents"
        cardsOnPhone
        rowKey={(document) => document.id}
        columns={[
          { header: 'File Extension', cell: (d) => d.fileExtension },
          { header: 'Type', cell: (d) => d.type },
          { header: 'Input By', cell: (d) => d.inputBy },
          { header: 'Input Date', cell: (d) => formatDateTime(d.inputDate) },
          { header: 'File Name', cell: (d) => d.fileName, wide: true },
          { header: 'Comment', cell: (d) => d.comment, wide: true },
          { header: 'Status', cell: (d) => documentStatusText(d) },
          fileDownloadColumn((d: CompanyDocument) => download.mutate(d), downloading),
          ...deletion.columns,
        ]}
      />
      <DocumentUploadDrawer
        open={uploading}
        onClose={() => setUploading(false)}
        width={COMPANY_DOCUMENTS_DRAWER_WIDTH}
        withComment
        documentTypes={types.data}
        hasPendingVendorInvoice={false}
        uploadFile={uploadCompanyDocument}
        onUploaded={() => void queryClient.invalidateQueries({ queryKey: callKey(getCompanyDocumentsCall) })}
      />
      {deletion.confirm}
    </Box>
  );
}
