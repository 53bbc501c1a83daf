// A note's entry drawer, 'Note Information' (SPEC sections 2, 5): a required rich-text Comment, Cancel
// and Save, Save disabled while the comment is empty. The screen owns the save call, so the same
// drawer serves an order's tech notes and the company's notes.
import { useState } from 'react';
import { NOTE_INFORMATION_TITLE } from '@vp/contracts';
import { SaveDrawer } from './save-drawer.tsx';
import { LazyRichTextEditor } from './rich-text/lazy-rich-text-editor.tsx';
import { isRichTextEmpty } from './rich-text/sanitize-html.ts';

export type NoteDrawerProps = {
  open: boolean;
  /** the screen closes the drawer here, also once its save call has stored the note */
  onClose: () => void;
  /** the screen's save call (its mutation), given the comment's HTML */
  save: { mutate: (comment: string) => void; isPending: boolean };
};

export function NoteDrawer({ open, onClose, save }: NoteDrawerProps) {
  const saving = save.isPending;
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
    <SaveDrawer
      open={open}
      title={NOTE_INFORMATION_TITLE}
      onClose={onClose}
      saving={saving}
      save={{ disabled: empty || saving, onClick: () => save.mutate(comment) }}
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
    </SaveDrawer>
  );
}
