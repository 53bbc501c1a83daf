// /work-order/my-work, "My Work" (issue 40 point 3): the work orders assigned to the signed-in user,
// today's first, then the coming ones, then the past ones. A Technician lands here (they reach no
// other order); on a phone each is a card with its day, PO, status and store, and Open.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { MyWorkItem } from '@vp/contracts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { RowsTable, type RowsColumn } from '../../../components/rows-table.tsx';
import { SectionData } from '../../../components/expandable-sections/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { workOrderDetailsHref } from '../../../lib/paths.ts';
import { useMyWork } from '../api/my-work-query.ts';

export const NO_WORK_ASSIGNED = 'No work orders are assigned to you.';

const COLUMNS: RowsColumn<MyWorkItem>[] = [
  {
    header: 'Day',
    cell: (item) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <span>{formatDate(item.day)}</span>
        {item.today ? <Chip size="small" color="primary" label="Today" /> : null}
      </Stack>
    ),
  },
  { header: 'PO', cell: (item) => item.poNum },
  { header: 'Status', cell: (item) => item.orderStatus },
  { header: 'Client', cell: (item) => item.clientCode },
  { header: 'Store', cell: (item) => [item.storeNumber, item.locationName].filter(Boolean).join(' · ') },
  { header: 'Address', cell: (item) => item.address, wide: true },
  {
    header: 'Open',
    action: true,
    cell: (item) => (
      <Button
        component={RouterLink}
        to={workOrderDetailsHref(item.ocdId, item.ordNum, item.crewId)}
        size="small"
        variant="contained"
        aria-label={`Open ${item.poNum}`}
      >
        Open
      </Button>
    ),
  },
];

export function MyWorkPage() {
  const work = useMyWork();
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <SectionData query={work} label="your work orders">
        {(items) =>
          items.length === 0 ? (
            <EmptyState text={NO_WORK_ASSIGNED} />
          ) : (
            <RowsTable
              label="My work"
              rows={items}
              columns={COLUMNS}
              rowKey={(item) => item.ocdId}
              cardsOnPhone
            />
          )
        }
      </SectionData>
    </Stack>
  );
}
