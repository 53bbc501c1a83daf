// The Documents section's two lists (SPEC section 2): Approved (File Extension, Type, Input By, Input
// Date, File Name, Comment, Download) and Pending approval (the same without Comment, with Remove and
// Download). Approved documents cannot be removed by the vendor; a rejected one stays in the Pending
// approval list with the company's reason until the vendor removes it.
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { documentRejectedText, type WorkOrderDocument } from '@vp/contracts';
import { fileDownloadColumn } from '../../../components/download-button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { DetailsTable, type DetailsColumn } from './details-table.tsx';

type Actions = {
  onDownload: (document: WorkOrderDocument) => void;
  downloading: number | null;
};

const COMMON_COLUMNS: DetailsColumn<WorkOrderDocument>[] = [
  { header: 'File Extension', cell: (document) => document.fileExtension },
  { header: 'Type', cell: (document) => document.type },
  { header: 'Input By', cell: (document) => document.inputBy },
  { header: 'Input Date', cell: (document) => formatDateTime(document.inputDate) },
  { header: 'File Name', cell: (document) => document.fileName, wide: true },
];

/**
 * The Pending approval list's File Name: a document the company rejected stays in the list (until the
 * vendor removes it) and says so under its name, with the company's reason (decision 054).
 */
function pendingFileName(document: WorkOrderDocument) {
  if (document.status !== 'rejected') return document.fileName;
  return (
    <>
      {document.fileName}
      <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
        {documentRejectedText(document.rejectionReason)}
      </Typography>
    </>
  );
}

export function ApprovedDocuments({ documents, ...actions }: { documents: WorkOrderDocument[] } & Actions) {
  const columns = [
    ...COMMON_COLUMNS,
    { header: 'Comment', cell: (document: WorkOrderDocument) => document.comment, wide: true },
    fileDownloadColumn(actions.onDownload, actions.downloading),
  ];
  return <DetailsTable label="Approved documents" rows={documents} columns={columns} rowKey={(d) => d.id} />;
}

export function PendingDocuments({
  documents,
  onRemove,
  ...actions
}: {
  documents: WorkOrderDocument[];
  /** none: the user may not change the order's documents, and no Remove column is drawn */
  onRemove: ((document: WorkOrderDocument) => void) | undefined;
} & Actions) {
  const columns: DetailsColumn<WorkOrderDocument>[] = [
    ...COMMON_COLUMNS.slice(0, -1),
    { header: 'File Name', cell: pendingFileName, wide: true },
    ...(onRemove ? [removeColumn(onRemove)] : []),
    fileDownloadColumn(actions.onDownload, actions.downloading),
  ];
  return (
    <DetailsTable
      label="Pending approval documents"
      rows={documents}
      columns={columns}
      rowKey={(d) => d.id}
    />
  );
}

function removeColumn(onRemove: (document: WorkOrderDocument) => void): DetailsColumn<WorkOrderDocument> {
  return {
    header: 'Remove',
    align: 'center',
    action: true,
    cell: (document) => (
      <Tooltip title="Remove">
        <IconButton
          aria-label={`Remove ${document.fileName}`}
          color="error"
          onClick={() => onRemove(document)}
        >
          <DeleteOutline />
        </IconButton>
      </Tooltip>
    ),
  };
}
