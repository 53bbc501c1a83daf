// Chooses the files to upload: only the accepted kinds are offered (SPEC section 5); the chosen files
// are listed with their sizes.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { DOCUMENT_ACCEPT_ATTRIBUTE } from '@vp/contracts';

export type FilePickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  label?: string;
};

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function FilePicker({
  files,
  onChange,
  multiple = true,
  disabled = false,
  label = 'Choose Files',
}: FilePickerProps) {
  const listId = useId();
  return (
    <Box>
      <Button
        component="label"
        variant="outlined"
        disabled={disabled}
        startIcon={<UploadFileOutlined />}
        aria-describedby={files.length > 0 ? listId : undefined}
      >
        {label}
        <input
          hidden
          type="file"
          aria-label={label}
          accept={DOCUMENT_ACCEPT_ATTRIBUTE}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // the same file chosen again must fire a change too
            event.target.value = '';
            if (chosen.length > 0) onChange(chosen);
          }}
        />
      </Button>
      {files.length > 0 ? (
        <List dense id={listId} aria-label="Chosen files">
          {files.map((file, index) => (
            <ListItem key={`${index}-${file.name}`} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <InsertDriveFileOutlined fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={file.name}
                secondary={formatFileSize(file.size)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}
