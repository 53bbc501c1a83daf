// The Delete column of a section list and the confirmation it asks before anything is deleted
// (trades, zip codes, company documents): the row's delete icon opens the section's question, Delete
// runs the section's delete call, and either answer closes it. A user who may not change the company
// (Finance: issue 40) gets no column at all.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DeleteButton } from './delete-button.tsx';
import { useMayChangeCompany } from './use-may-change-company.ts';
import type { RowsColumn } from '../../../components/rows-table.tsx';

type DeleteMutation = { mutate: (id: number) => void; isPending: boolean };

export type DeleteColumnOptions<T extends { id: number }> = {
  /** the question, e.g. 'Are you sure you want to Delete this Trade?' */
  message: string;
  /** what the icon's accessible name says after 'Delete' */
  nameOf: (row: T) => string;
  /** the section's delete call; `onDone` closes the question, whatever the answer */
  useDelete: (onDone: () => void) => DeleteMutation;
  /** rows without the icon (e.g. approved documents), all by default */
  canDelete?: (row: T) => boolean;
};

export function useDeleteColumn<T extends { id: number }>({
  message,
  nameOf,
  useDelete,
  canDelete = () => true,
}: DeleteColumnOptions<T>): { columns: RowsColumn<T>[]; confirm: ReactNode } {
  const [removing, setRemoving] = useState<T | null>(null);
  const remove = useDelete(() => setRemoving(null));
  const mayChange = useMayChangeCompany();
  return {
    columns: mayChange
      ? [
          {
            header: 'Delete',
            align: 'center',
            action: true,
            cell: (row) =>
              canDelete(row) ? <DeleteButton name={nameOf(row)} onClick={() => setRemoving(row)} /> : null,
          },
        ]
      : [],
    confirm: (
      <ConfirmDialog
        open={removing !== null}
        message={message}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    ),
  };
}
