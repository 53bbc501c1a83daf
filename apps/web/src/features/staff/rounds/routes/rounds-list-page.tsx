// /staff/rounds, 'Announcement rounds' (issue 18 point 2, decision 062): the latest rounds, newest
// first, with how many vendors each reached and how they answered. A round's number opens its page;
// Vendor managers (and Administrators) start a new round here.
import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StaffRoundSummary } from '@vp/contracts';
import { Link as RouterLink } from 'react-router';
import { CursorPager } from '../../../../components/cursor-pager.tsx';
import { CellRouterLink, DataGrid, type GridColumn } from '../../../../components/data-grid/index.ts';
import { useCursorPages } from '../../../../lib/cursor-pages.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { countColumn } from '../../components/count-column.ts';
import { canSendRounds, STAFF_NEW_ROUND_PATH, staffRoundPath } from '../../state/staff-paths.ts';
import { useSignedInStaff } from '../../state/use-staff-outlet.ts';
import { useRounds } from '../api/rounds-api.ts';
import { dateTimeOf, madeByText } from '../components/round-texts.ts';
import { PageHeading } from '../../components/page-heading.tsx';

const count = (id: keyof StaffRoundSummary & string, header: string) =>
  countColumn<StaffRoundSummary>(id, header, (row) => Number(row[id]), 110);

function roundColumns(): GridColumn<StaffRoundSummary>[] {
  return [
    {
      id: 'id',
      header: 'Round',
      text: (row) => String(row.id),
      sortKey: (row) => row.id,
      render: (row) => <CellRouterLink to={staffRoundPath(row.id)}>Round {row.id}</CellRouterLink>,
      width: 110,
    },
    {
      id: 'createdAt',
      header: 'Sent',
      text: (row) => dateTimeOf(row.createdAt),
      sortKey: (row) => row.createdAt,
      width: 180,
    },
    { id: 'poNums', header: 'Orders (PO #)', text: (row) => row.poNums.join(', '), width: 200 },
    { id: 'createdBy', header: 'Sent by', text: (row) => madeByText(row.createdBy), width: 220 },
    count('vendors', 'Vendors'),
    count('accepted', 'Accepted'),
    count('declined', 'Declined'),
    count('noAnswer', 'No answer'),
    count('unsubscribed', 'Unsubscribed'),
  ];
}

const CARD_COLUMNS = ['id', 'createdAt', 'poNums', 'accepted', 'declined', 'noAnswer'];
const DEFAULT_SORT = { columnId: 'id', desc: true };

export function RoundsListPage() {
  usePageTitle('Announcement rounds | Staff');
  const me = useSignedInStaff();
  const pages = useCursorPages('');
  const rounds = useRounds(pages.cursor);
  const columns = useMemo(roundColumns, []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageHeading title="Announcement rounds">
        {canSendRounds(me.role) ? (
          <Button variant="contained" component={RouterLink} to={STAFF_NEW_ROUND_PATH}>
            New round
          </Button>
        ) : null}
      </PageHeading>
      <Typography>
        A round offers work orders to vendors by e-mail; each vendor accepts or declines through its links.
      </Typography>
      {rounds.isError ? <Alert severity="error">{staffFailureText(rounds.error)}</Alert> : null}
      <DataGrid
        label="Announcement rounds"
        rows={rounds.data?.items ?? []}
        columns={columns}
        getRowId={(row) => String(row.id)}
        defaultSort={DEFAULT_SORT}
        loading={rounds.isPending}
        cardColumns={CARD_COLUMNS}
      />
      <CursorPager pages={pages} nextCursor={rounds.data?.nextCursor} label="Round pages" />
    </Box>
  );
}
