// A list row's download icon with its tooltip (company, work-order and compliance documents). The span
// keeps the tooltip working while the button is disabled, as it is while its file downloads.
import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';

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
