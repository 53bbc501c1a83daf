// Section 3, Crew (SPEC section 2): the crew's visits on this order: Visit Date, Status, NTE, and the
// comment saved with the visit date (issue 15), rendered through DOMPurify.
import { useQuery } from '@tanstack/react-query';
import { getCrewDetailsCall, type CrewDetail } from '@vp/contracts';
import { HtmlView } from '../../../components/rich-text/html-view.tsx';
import { SectionData } from '../../../components/expandable-sections/index.ts';
import { callQuery } from '../../../lib/call.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { DetailsTable, type DetailsColumn } from './details-table.tsx';

const CREW_COLUMNS: DetailsColumn<CrewDetail>[] = [
  { header: 'Visit Date', cell: (row) => formatDateTime(row.visitDate) },
  { header: 'Status', cell: (row) => row.status },
  { header: 'NTE', align: 'right', cell: (row) => formatMoney(row.nte) },
  { header: 'Comment', cell: (row) => <HtmlView html={row.visitComment} /> },
];

export function CrewSection({ crewId, ordNum }: { crewId: number; ordNum: number | undefined }) {
  // narrowed to this order's visits (a crew works on several orders)
  const query = useQuery({
    ...callQuery(getCrewDetailsCall, { params: { crewId }, query: { ordNum } }),
    select: (answer) => answer.crewDetails,
  });
  return (
    <SectionData query={query} label="the crew visits" isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <DetailsTable label="Crew visits" rows={rows} columns={CREW_COLUMNS} rowKey={(row) => row.ocdId} />
      )}
    </SectionData>
  );
}
