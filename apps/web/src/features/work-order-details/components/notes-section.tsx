// Section 4, Notes (SPEC section 2): a card per note (Note Type, Input By, Input Date, Comment) and
// 'Add New Note', which opens the 'Note Information' drawer.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useQuery } from '@tanstack/react-query';
import { ADD_NEW_NOTE, createOrderNoteCall, getOrderNotesCall, type OrderNote } from '@vp/contracts';
import { NoteDrawer } from '../../../components/note-drawer.tsx';
import { SectionActionButton } from '../../../components/section-action-button.tsx';
import { SectionData } from '../../../components/expandable-sections/index.ts';
import { HtmlView } from '../../../components/rich-text/html-view.tsx';
import { callQuery } from '../../../lib/call.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useMay } from '../../../lib/start-up-data.tsx';
import { useCreateOrderNoteMutation } from '../api/create-order-note.ts';
import { DetailFields } from './detail-fields.tsx';

function NoteCard({ note }: { note: OrderNote }) {
  return (
    <Card component="li" variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <DetailFields
          fields={[
            { label: 'Note Type', value: note.notesType },
            { label: 'Input By', value: note.inputBy },
            { label: 'Input Date', value: formatDateTime(note.inputDate) },
          ]}
        />
        <DetailFields columns={1} fields={[{ label: 'Comment', value: <HtmlView html={note.notes} /> }]} />
      </CardContent>
    </Card>
  );
}

export function NotesSection({ ordNum }: { ordNum: number }) {
  const query = useQuery({
    ...callQuery(getOrderNotesCall, { params: { ordNum } }),
    select: (answer) => answer.orderNotes,
  });
  const [adding, setAdding] = useState(false);
  // a tech note, saved on the order
  const save = useCreateOrderNoteMutation(ordNum, () => setAdding(false));
  const mayAdd = useMay(createOrderNoteCall);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SectionActionButton allowed={mayAdd} icon={<AddOutlined />} onClick={() => setAdding(true)}>
        {ADD_NEW_NOTE}
      </SectionActionButton>
      <SectionData query={query} label="the notes" isEmpty={(notes) => notes.length === 0}>
        {(notes) => (
          <Box
            component="ul"
            aria-label="Notes"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {notes.map((note) => (
              <NoteCard key={note.id} note={note} />
            ))}
          </Box>
        )}
      </SectionData>
      <NoteDrawer open={adding} onClose={() => setAdding(false)} save={save} />
    </Box>
  );
}
