// A list row's download icon with its tooltip (company, work-order and compliance documents), and the
// Download column of a list of documents. The span keeps the tooltip working while the button is
// disabled, as it is while its file downloads.
import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { RowsColumn } from './rows-table.tsx';

export type DownloadButtonProps = {
  /** the accessible name, e.g. 'Download invoice.pdf' */
  label: string;
  downloading: boolean;
  onClick: () => void;
  tooltip?: string;
  icon?: ReactNode;
};

export function DownloadButton({
  label,
  downloading,
  onClick,
  tooltip = 'Download',
  icon = <FileDownloadOutlined />,
}: DownloadButtonProps) {
  return (
    <Tooltip title={tooltip}>
      <span>
        <IconButton aria-label={label} disabled={downloading} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The Download column of a list of documents: each row's file, its button disabled while it downloads. */
export function fileDownloadColumn<T extends { id: number; fileName: string }>(
  onDownload: (document: T) => void,
  /** the id of the document downloading, if any */
  downloading: number | null,
): RowsColumn<T> {
  return {
    header: 'Download',
    align: 'center',
    action: true,
    cell: (document) => (
      <DownloadButton
        label={`Download ${document.fileName}`}
        downloading={downloading === document.id}
        onClick={() => onDownload(document)}
      />
    ),
  };
}
