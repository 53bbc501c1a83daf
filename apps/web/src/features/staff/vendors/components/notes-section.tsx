// The staff vendor page's company notes: each note's rich text, sanitised, as the vendor's Company
// Profile shows it (issue 38 point 11), with its type, author, date and whether the vendor sees it.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { StaffVendorPage } from '@vp/contracts';
import { HtmlView } from '../../../../components/rich-text/html-view.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { VendorSection } from './vendor-section.tsx';

export function NotesSection({ notes }: { notes: StaffVendorPage['notes'] }) {
  return (
    <VendorSection title="Company notes">
      {notes.length === 0 ? (
        <Typography color="text.secondary">No notes.</Typography>
      ) : (
        <List dense disablePadding aria-label="Company notes">
          {notes.map((n) => (
            <ListItem key={n.id} disableGutters divider>
              <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
                <HtmlView html={n.notes} />
                <Typography variant="body2" color="text.secondary">
                  {`${n.noteType} · ${n.inputBy} · ${formatDate(n.createdAt)}${n.webDisplay ? '' : ' · not shown to the vendor'}`}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </VendorSection>
  );
}
