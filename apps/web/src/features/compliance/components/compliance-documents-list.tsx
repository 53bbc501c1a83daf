// The compliance documents on file (issue 40 point 4): what each is, its key data (the taxpayer id
// only masked), its review with a rejection's reason, its dates and its file's download (the same
// get-document-url as the company documents). A card per document on a phone.
import Box from '@mui/material/Box';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import type { ComplianceDocument } from '@vp/contracts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RowsTable } from '../../../components/rows-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDownloadComplianceFile } from '../api/compliance-calls.ts';
import { documentDates, documentDetails, documentReview, documentTitle } from './compliance-document-text.ts';

export const DOCUMENTS_ON_FILE = 'Compliance documents on file';

export function ComplianceDocumentsList({ documents }: { documents: readonly ComplianceDocument[] }) {
  const download = useDownloadComplianceFile();
  const downloading = download.isPending ? download.variables : null;
  if (documents.length === 0) return <EmptyState text="No compliance document on file yet." />;
  return (
    <RowsTable
      label={DOCUMENTS_ON_FILE}
      cardsOnPhone
      rows={documents}
      rowKey={(doc) => doc.id}
      columns={[
        { header: 'Document', cell: documentTitle },
        {
          header: 'Details',
          wide: true,
          cell: (doc) => (
            <Box component="span" sx={{ display: 'grid' }}>
              {documentDetails(doc).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </Box>
          ),
        },
        { header: 'Status', cell: documentReview },
        { header: 'Dates', cell: documentDates },
        { header: 'Uploaded', cell: (doc) => formatDateTime(doc.uploadedAt) },
        { header: 'File Name', cell: (doc) => doc.fileName, wide: true },
        {
          header: 'Download',
          align: 'center',
          action: true,
          cell: (doc) => (
            <>
              <DownloadButton
                label={`Download ${doc.fileName}`}
                downloading={downloading === doc.fileDocumentId}
                onClick={() => download.mutate(doc.fileDocumentId)}
              />
              {doc.endorsementDocumentId === null ? null : (
                <DownloadButton
                  label={`Download the endorsement of ${doc.fileName}`}
                  tooltip="Download the endorsement"
                  icon={<AttachFileOutlined />}
                  downloading={downloading === doc.endorsementDocumentId}
                  onClick={() => doc.endorsementDocumentId && download.mutate(doc.endorsementDocumentId)}
                />
              )}
            </>
          ),
        },
      ]}
    />
  );
}
