// A company note read in full (SPEC section 9: the notes view drawer is 800 wide); its HTML is
// rendered through DOMPurify.
import Box from '@mui/material/Box';
import { NOTE_VIEW_DRAWER_WIDTH, type VendorNote } from '@vp/contracts';
import { AppDrawer } from '../../../components/app-drawer.tsx';
import { HtmlView } from '../../../components/rich-text/html-view.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { FieldList } from './field-list.tsx';

export function NoteViewDrawer({ note, onClose }: { note: VendorNote | null; onClose: () => void }) {
  return (
    <AppDrawer open={note !== null} title="Note" width={NOTE_VIEW_DRAWER_WIDTH} onClose={onClose}>
      {note ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FieldList
            fields={[
              { label: 'Note Type', value: note.noteType },
              { label: 'Input By', value: note.inputBy },
              { label: 'Input Date', value: formatDateTime(note.inputDate) },
            ]}
          />
          <HtmlView html={note.notes} label="Comment" />
        </Box>
      ) : null}
    </AppDrawer>
  );
}
