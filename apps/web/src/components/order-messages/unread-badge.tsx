// How many of the company's messages on a crew line the user has not read, beside its PO in the list
// of work orders (decision 116); nothing when none. Beside the link, not in it: the link keeps its name.
import Chip from '@mui/material/Chip';
import MailOutlined from '@mui/icons-material/MailOutlined';

export function UnreadMessagesBadge({ unread }: { unread: number | undefined }) {
  if (!unread) return null;
  const text = `${unread} unread message${unread === 1 ? '' : 's'}`;
  return (
    <Chip
      size="small"
      color="primary"
      icon={<MailOutlined />}
      label={unread}
      aria-label={text}
      title={text}
      sx={{ ml: 0.5, height: 20 }}
    />
  );
}
