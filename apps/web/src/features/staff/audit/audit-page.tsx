// /staff/audit, 'Audit log' (issue 18 point 2, decision 063): the staff audit log and the vendor users'
// activity in one list, newest first, filtered by source, vendor, vendor user, staff member, action and
// dates, a page of 100 at a time ('Show more'), and exported to Excel with the same filter.
// Administrators and Read-only staff. Its own lazily loaded chunk.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_SOURCE_LABELS,
  changeSides,
  type AuditEntry,
  type AuditFilter,
} from '@vp/contracts';
import { DataGrid, type GridColumn } from '../../../components/data-grid/index.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { canReadAudit } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import { auditExportUrl, useAuditChoices, useAuditList } from './api/audit.ts';
import { AuditFilters } from './components/audit-filters.tsx';
import { PageHeading } from '../components/page-heading.tsx';

const timeText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

// What a row is (when, which action) pinned at the start, then what changed (Before, After), all in
// view at 1280 px; who did it and to what follow, scrolled to with the first two kept in view
// (issue 38 point 9, decision 106)
const COLUMNS: GridColumn<AuditEntry>[] = [
  { id: 'at', header: 'When', text: (e) => timeText(e.at), sortKey: (e) => e.at, width: 190, pin: 'start' },
  { id: 'action', header: 'Action', text: (e) => e.action, width: 210, pin: 'start' },
  // the changed fields and their values in words, not JSON (issue 38 point 8, decision 103)
  {
    id: 'before',
    header: 'Before',
    text: (e) => changeSides(e.before, e.after).before,
    width: 260,
    filterable: false,
  },
  {
    id: 'after',
    header: 'After',
    text: (e) => changeSides(e.before, e.after).after,
    width: 260,
    filterable: false,
  },
  { id: 'actor', header: 'Who', text: (e) => e.actor, width: 230 },
  {
    id: 'vendor',
    header: 'Vendor',
    text: (e) => (e.vendorNum ? `${e.vendorNum} ${e.vendorName ?? ''}`.trim() : ''),
    width: 200,
  },
  {
    id: 'subject',
    header: 'Subject',
    text: (e) => (e.subjectType ? `${e.subjectType} ${e.subjectId ?? ''}`.trim() : ''),
    width: 200,
  },
  { id: 'source', header: 'Source', text: (e) => AUDIT_SOURCE_LABELS[e.source], width: 110 },
];

export function AuditPage() {
  usePageTitle('Audit log | Staff');
  const me = useSignedInStaff();
  const allowed = canReadAudit(me.role);
  const [filter, setFilter] = useState<AuditFilter>({});
  const list = useAuditList(filter);
  const choices = useAuditChoices();
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  if (!allowed)
    return (
      <Stack spacing={2}>
        <Typography variant="h1">Audit log</Typography>
        <Alert severity="info">Only Administrators and Read-only staff see the audit log.</Alert>
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <PageHeading title="Audit log">
        <Button variant="contained" component="a" href={auditExportUrl(filter)} download>
          Export to Excel
        </Button>
      </PageHeading>
      <Typography variant="body2">
        Every change made by staff, with the values before and after, and what vendor users did in the portal.
        Newest first. The export holds the filtered rows, at most {AUDIT_EXPORT_MAX_ROWS.toLocaleString()}{' '}
        (the newest).
      </Typography>
      <AuditFilters
        staff={choices.data?.staff ?? []}
        actions={choices.data?.actions ?? []}
        onApply={setFilter}
      />
      {list.isError ? <Alert severity="error">{staffFailureText(list.error)}</Alert> : null}
      <DataGrid
        label="Audit log"
        rows={rows}
        columns={COLUMNS}
        getRowId={(e) => e.key}
        loading={list.isFetching}
        maxHeight={560}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status">
          {rows.length.toLocaleString()} {rows.length === 1 ? 'row' : 'rows'} shown
          {list.hasNextPage ? '; there are more' : ''}.
        </Typography>
        {list.hasNextPage ? (
          <Button
            variant="outlined"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            Show more
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}
