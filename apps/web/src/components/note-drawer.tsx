// A note's entry drawer (SPEC sections 2, 5): a required rich-text Comment, Cancel and Save, Save
// disabled while the comment is empty. The screen owns the save call, so the same drawer serves an
// order's tech notes and the company's notes.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { AppDrawer } from './app-drawer.tsx';
import { LazyRichTextEditor } from './rich-text/lazy-rich-text-editor.tsx';
import { isRichTextEmpty } from './rich-text/sanitize-html.ts';

export type NoteDrawerProps = {
  open: boolean;
  title: string;
  /** the screen closes the drawer here, also once its save call has stored the note */
  onClose: () => void;
  onSave: (comment: string) => void;
  saving: boolean;
};

export function NoteDrawer({ open, title, onClose, onSave, saving }: NoteDrawerProps) {
  const [comment, setComment] = useState('');
  // Cleared as the drawer closes (cancelled or saved), so the next note starts empty; done while
  // rendering rather than in an effect so the editor never mounts with the old text.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setComment('');
  }
  const empty = isRichTextEmpty(comment);
  return (
    <AppDrawer
      open={open}
      title={title}
      onClose={saving ? () => undefined : onClose}
      actions={
        <>
          <Button variant="outlined" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button variant="contained" disabled={empty || saving} onClick={() => onSave(comment)}>
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
          disabled={saving}
        />
      ) : null}
    </AppDrawer>
  );
}
