// The grid's column chooser (issue 15, decision 039): a 'Columns' button whose panel lists every
// column with a box to show or hide it and buttons to move it up or down, and 'Reset' to the
// screen's default columns and order. Keyboard reachable; the boxes and buttons are named by their column.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import { moveColumn, orderedIds, toggleColumn, type ColumnLayout } from './column-layout.ts';

export type ColumnChooserProps = {
  gridLabel: string;
  columns: readonly { id: string; header: string }[];
  layout: ColumnLayout;
  /** What Reset goes back to. */
  defaultLayout: ColumnLayout;
  onChange: (layout: ColumnLayout) => void;
};

export function ColumnChooser({ gridLabel, columns, layout, defaultLayout, onChange }: ColumnChooserProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headers = new Map(columns.map((column) => [column.id, column.header]));
  const order = orderedIds(columns, layout);
  const panelId = `${gridLabel.replace(/\W+/g, '-').toLowerCase()}-columns`;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? panelId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Popover
        id={panelId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': `Columns of ${gridLabel}` } }}
      >
        <List dense sx={{ minWidth: 280, maxHeight: '60vh', overflow: 'auto' }}>
          {order.map((id, index) => {
            const header = headers.get(id) ?? id;
            return (
              <ListItem
                key={id}
                disablePadding
                sx={{ pl: 1, pr: 0.5 }}
                secondaryAction={
                  <Stack direction="row">
                    <IconButton
                      size="small"
                      aria-label={`Move ${header} up`}
                      disabled={index === 0}
                      onClick={() => onChange(moveColumn(columns, layout, id, -1))}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Move ${header} down`}
                      disabled={index === order.length - 1}
                      onClick={() => onChange(moveColumn(columns, layout, id, 1))}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </Stack>
                }
              >
                <FormControlLabel
                  sx={{ mr: 10 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={!layout.hidden.includes(id)}
                      onChange={() => onChange(toggleColumn(columns, layout, id))}
                    />
                  }
                  label={header}
                />
              </ListItem>
            );
          })}
        </List>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 1, pb: 1 }}>
          <Button size="small" onClick={() => onChange(defaultLayout)}>
            Reset
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
