// The 'Note Information' drawer (SPEC sections 2, 5): a required rich-text Comment, Cancel and Save;
// Save stays disabled while the comment is empty.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { NOTE_INFORMATION_TITLE } from '@vp/contracts';
import { AppDrawer } from '../../../components/app-drawer.tsx';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor.tsx';
import { isRichTextEmpty } from '../../../components/rich-text/sanitize-html.ts';
import { useCreateOrderNoteMutation } from '../api/create-order-note.ts';

export type NoteDrawerProps = { ordNum: number; open: boolean; onClose: () => void };

export function NoteDrawer({ ordNum, open, onClose }: NoteDrawerProps) {
  const [comment, setComment] = useState('');
  const close = () => {
    setComment('');
    onClose();
  };
  const save = useCreateOrderNoteMutation(ordNum, close);
  const empty = isRichTextEmpty(comment);
  return (
    <AppDrawer
      open={open}
      title={NOTE_INFORMATION_TITLE}
      onClose={save.isPending ? () => undefined : close}
      actions={
        <>
          <Button variant="outlined" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button variant="contained" disabled={empty || save.isPending} onClick={() => save.mutate(comment)}>
            Save
          </Button>
        </>
      }
    >
      {open ? (
        <LazyRichTextEditor
          label="Comment"
          required
          autoFocus
          value={comment}
          onChange={setComment}
          disabled={save.isPending}
        />
      ) : null}
    </AppDrawer>
  );
}
