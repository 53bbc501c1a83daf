// The 'Note Information' drawer of an order's tech note (SPEC sections 2, 5): the shared note drawer,
// saved on the order.
import { NOTE_INFORMATION_TITLE } from '@vp/contracts';
import { NoteDrawer } from '../../../components/note-drawer.tsx';
import { useCreateOrderNoteMutation } from '../api/create-order-note.ts';

export type OrderNoteDrawerProps = { ordNum: number; open: boolean; onClose: () => void };

export function OrderNoteDrawer({ ordNum, open, onClose }: OrderNoteDrawerProps) {
  const save = useCreateOrderNoteMutation(ordNum, onClose);
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
