// Section Notes (SPEC sections 2, 3, 7): the company notes (Note Type, Input By, Input Date, a preview
// of the comment) with View, which opens the note in an 800-wide drawer, and 'Add New Note'.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useQuery } from '@tanstack/react-query';
import { ADD_NEW_NOTE, getVendorNotesCall, type VendorNote } from '@vp/contracts';
import { NoteDrawer } from '../../../components/note-drawer.tsx';
import { SectionRows } from '../../../components/section-rows.tsx';
import { SectionActionButton } from '../../../components/section-action-button.tsx';
import { richTextPlain, sanitizeHtml } from '../../../components/rich-text/sanitize-html.ts';
import { callQuery } from '../../../lib/call.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCreateVendorNoteMutation } from '../api/create-vendor-note.ts';
import { NoteViewDrawer } from './note-view-drawer.tsx';
import { useLoadErrorToast } from './use-load-error-toast.ts';
import { useMayChangeCompany } from './use-may-change-company.ts';

const PREVIEW_LENGTH = 80;

function preview(html: string): string {
  // from the sanitized HTML: the text of a <script> in a provider's note is no part of the note
  const plain = richTextPlain(sanitizeHtml(html)).trim();
  return plain.length > PREVIEW_LENGTH ? `${plain.slice(0, PREVIEW_LENGTH)}…` : plain;
}

/**
 * The preview with each hyphenated word kept on one line: Chromium breaks after a hyphen, so at
 * 375 px a phone number (518-555-0199) was split over two lines. The text stays as written (copied,
 * it is the same characters); a word too long for the screen makes the table scroll in its box.
 */
function PreviewText({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, i) =>
    i % 2 === 1 ? (
      <Box key={i} component="span" sx={{ whiteSpace: 'nowrap' }}>
        {part}
      </Box>
    ) : (
      part
    ),
  );
}

export function NotesSection() {
  const notes = useQuery({ ...callQuery(getVendorNotesCall), select: (answer) => answer.venderNotes });
  useLoadErrorToast(notes);
  const [adding, setAdding] = useState(false);
  // a company note: type 'Other', shown on the web
  const save = useCreateVendorNoteMutation(() => setAdding(false));
  const [viewing, setViewing] = useState<VendorNote | null>(null);
  const mayChange = useMayChangeCompany();

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SectionActionButton allowed={mayChange} icon={<AddOutlined />} onClick={() => setAdding(true)}>
        {ADD_NEW_NOTE}
      </SectionActionButton>
      <SectionRows
        query={notes}
        loading="the notes"
        label="Notes"
        cardsOnPhone
        rowKey={(note) => note.id}
        columns={[
          { header: 'Note Type', cell: (note) => note.noteType },
          { header: 'Input By', cell: (note) => note.inputBy },
          { header: 'Input Date', cell: (note) => formatDateTime(note.inputDate) },
          { header: 'Comment', cell: (note) => <PreviewText text={preview(note.notes)} />, wide: true },
          {
            header: 'View',
            align: 'center',
            action: true,
            cell: (note) => (
              <Button
                size="small"
                startIcon={<VisibilityOutlined />}
                aria-label={`View note of ${formatDateTime(note.inputDate)}`}
                onClick={() => setViewing(note)}
              >
                View
              </Button>
            ),
          },
        ]}
      />
      <NoteDrawer open={adding} onClose={() => setAdding(false)} save={save} />
      <NoteViewDrawer note={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
