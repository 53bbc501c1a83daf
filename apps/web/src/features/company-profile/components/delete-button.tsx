// The delete icon of a list row; the section asks for confirmation before anything is deleted.
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';

export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Tooltip title="Delete">
      <IconButton aria-label={`Delete ${name}`} color="error" onClick={onClick}>
        <DeleteOutline />
      </IconButton>
    </Tooltip>
  );
}
