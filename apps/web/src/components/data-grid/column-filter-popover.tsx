// The unique-value column filter (SPEC section 9): the column's distinct values with a tick box
// each; the first 50 are listed and 25 more each time the list is scrolled to its end (a column
// may hold 100,000 distinct values). Ticking applies at once; rows matching any ticked value stay.
import type { RowData } from '@tanstack/react-table';
import { useId, useState, type UIEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isChosenValues, type ChosenValues } from './column-defs.ts';
import { BLANK_VALUE_LABEL, FILTER_FIRST_VALUES, FILTER_MORE_VALUES } from './grid-constants.ts';
import type { GridTableColumn } from './grid-features.ts';
import type { SortKeyCache } from './sort-keys.ts';
import { matchingValues, uniqueValuesOf } from './unique-values.ts';

/** How close (px) to the list's end a scroll must come to list more values. */
const LOAD_MORE_THRESHOLD = 24;

export type ColumnFilterPopoverProps<TRow extends RowData> = {
  column: GridTableColumn<TRow>;
  title: string;
  sortKeys: SortKeyCache;
  anchorEl: HTMLElement;
  onClose: () => void;
  /** Called before the column's filter changes. */
  onFilterChange: () => void;
};

export function ColumnFilterPopover<TRow extends RowData>({
  column,
  title,
  sortKeys,
  anchorEl,
  onClose,
  onFilterChange,
}: ColumnFilterPopoverProps<TRow>) {
  const headingId = useId();
  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: (theme) => theme.spacing(36), maxWidth: 'calc(100vw - 32px)', p: 2 },
        },
      }}
    >
      <FilterPanel
        column={column}
        title={title}
        sortKeys={sortKeys}
        headingId={headingId}
        onClose={onClose}
        onFilterChange={onFilterChange}
      />
    </Popover>
  );
}

type FilterPanelProps<TRow extends RowData> = Omit<ColumnFilterPopoverProps<TRow>, 'anchorEl'> & {
  headingId: string;
};

function FilterPanel<TRow extends RowData>({
  column,
  title,
  sortKeys,
  headingId,
  onClose,
  onFilterChange,
}: FilterPanelProps<TRow>) {
  // Worked out once per opening: the other columns' filters cannot change while this one is open.
  const [values] = useState(() =>
    uniqueValuesOf(column.getFacetedRowModel().rows, column.id, sortKeys.keysOf(column.id)),
  );
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(FILTER_FIRST_VALUES);
  const listId = useId();

  const matching = matchingValues(values, query);
  const visible = matching.slice(0, shown);
  const filterValue = column.getFilterValue();
  const chosen = new Set(isChosenValues(filterValue) ? filterValue : []);

  const choose = (next: ChosenValues | undefined) => {
    onFilterChange();
    column.setFilterValue(next);
  };
  const toggle = (text: string) => {
    const next = new Set(chosen);
    if (next.has(text)) next.delete(text);
    else next.add(text);
    choose(next.size ? [...next] : undefined);
  };

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_THRESHOLD;
    if (nearEnd && shown < matching.length) setShown((n) => n + FILTER_MORE_VALUES);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={headingId} variant="h6" component="h2">
        Filter {title}
      </Typography>
      <TextField
        label="Search values"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setShown(FILTER_FIRST_VALUES);
        }}
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { 'aria-controls': listId } }}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        Showing {visible.length} of {matching.length} values
      </Typography>
      <Box
        id={listId}
        role="group"
        aria-label={`Values of ${title}`}
        onScroll={onScroll}
        data-testid="filter-values"
        sx={{
          maxHeight: (theme) => theme.spacing(38),
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          // the tick boxes' focus ring is drawn inside: the scrolling list would clip it outside
          '& .Mui-focusVisible': { outlineOffset: -3 },
        }}
      >
        {visible.map((value) => (
          <FormControlLabel
            key={value.text}
            sx={{ mx: 0 }}
            control={
              <Checkbox size="small" checked={chosen.has(value.text)} onChange={() => toggle(value.text)} />
            }
            label={`${value.text || BLANK_VALUE_LABEL} (${value.count})`}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={() => choose(undefined)} disabled={chosen.size === 0}>
          Clear
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </Box>
    </Box>
  );
}
