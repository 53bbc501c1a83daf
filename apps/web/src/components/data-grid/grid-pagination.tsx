// The grid's footer: how many rows are selected, rows per page (SPEC section 9 choices) and the
// page buttons.
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { GRID_PAGE_SIZES } from './grid-constants.ts';

const PAGE_SIZE_OPTIONS = [...GRID_PAGE_SIZES];

export type GridPaginationProps = {
  /** Rows after filtering, over all pages. */
  rowCount: number;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Omitted when the grid has no checkbox column. */
  selectedCount?: number;
};

export function GridPagination({
  rowCount,
  pageIndex,
  pageSize,
  onPageChange,
  onPageSizeChange,
  selectedCount = 0,
}: GridPaginationProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        borderTop: 1,
        borderColor: 'divider',
        pl: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {selectedCount > 0 ? `${selectedCount} ${selectedCount === 1 ? 'row' : 'rows'} selected` : ''}
      </Typography>
      <TablePagination
        component="div"
        count={rowCount}
        page={pageIndex}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(_event, page) => onPageChange(page)}
        onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
        // on a phone the page buttons wrap under the rows-per-page choice instead of being cut off
        sx={{ border: 0, ml: 'auto', '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
      />
    </Box>
  );
}
