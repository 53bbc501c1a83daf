// The 'Note Information' drawer of a company note (SPEC sections 2, 5): the shared note drawer, saved
// with type 'Other', shown on the web.
import { NOTE_INFORMATION_TITLE } from '@vp/contracts';
import { NoteDrawer } from '../../../components/note-drawer.tsx';
import { useCreateVendorNoteMutation } from '../api/create-vendor-note.ts';

export function AddNoteDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const save = useCreateVendorNoteMutation(onClose);
  return (
    <NoteDrawer
      open={open}
      title={NOTE_INFORMATION_TITLE}
      onClose={onClose}
      onSave={(comment) => save.mutate(comment)}
      saving={save.isPending}
    />
  );
}
