// The console grids' last column: the buttons that act on a row (Change, Revoke, Mark paid...). Each
// button's accessible name says which row it acts on, since every row shows the same words.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RowData } from '@tanstack/react-table';
import type { GridColumn, GridPin } from '../../../components/data-grid/index.ts';

export type RowAction = {
  label: string;
  /** the accessible name, naming the row ("Revoke CMMS") */
  name: string;
  onClick: () => void;
  /** in the error colour (Revoke, Decline, Delete) */
  danger?: boolean;
  disabled?: boolean;
  /** a text button instead of an outlined one */
  quiet?: boolean;
};

/** The row's buttons side by side, wrapping in a narrow cell; none given, nothing is drawn. */
export function RowButtons({ actions }: { actions: readonly RowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          variant={action.quiet ? 'text' : 'outlined'}
          color={action.danger ? 'error' : 'primary'}
          disabled={action.disabled}
          onClick={action.onClick}
          aria-label={action.name}
        >
          {action.label}
        </Button>
      ))}
    </Box>
  );
}

/** The Actions column: no text to sort or filter by; a row given no actions shows none. */
export function actionsColumn<TRow extends RowData>(
  width: number,
  actionsOf: (row: TRow) => readonly RowAction[],
  pin?: GridPin,
): GridColumn<TRow> {
  return {
    id: 'actions',
    header: 'Actions',
    text: () => '',
    sortable: false,
    filterable: false,
    width,
    ...(pin === undefined ? {} : { pin }),
    render: (row) => <RowButtons actions={actionsOf(row)} />,
  };
}
