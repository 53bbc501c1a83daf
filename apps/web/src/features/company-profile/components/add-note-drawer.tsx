// The 'Note Information' drawer of a company note (SPEC sections 2, 5): a required rich-text Comment,
// Cancel and Save (disabled while the comment is empty); saved with type 'Other', shown on the web.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { NOTE_INFORMATION_TITLE } from '@vp/contracts';
import { AppDrawer } from '../../../components/app-drawer.tsx';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor.tsx';
import { isRichTextEmpty } from '../../../components/rich-text/sanitize-html.ts';
import { useCreateVendorNoteMutation } from '../api/create-vendor-note.ts';

export function AddNoteDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [comment, setComment] = useState('');
  const close = () => {
    setComment('');
    onClose();
  };
  const save = useCreateVendorNoteMutation(close);
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
