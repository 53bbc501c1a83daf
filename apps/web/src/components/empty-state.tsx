import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { EMPTY_LIST_TEXT } from '@vp/contracts';

export type EmptyStateProps = {
  /** Defaults to the SPEC's empty-list text. */
  text?: string;
};

export function EmptyState({ text = EMPTY_LIST_TEXT }: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        py: 6,
        px: 2,
        color: 'text.secondary',
        textAlign: 'center',
      }}
    >
      <InboxOutlined fontSize="large" aria-hidden />
      <Typography variant="body1">{text}</Typography>
    </Box>
  );
}
