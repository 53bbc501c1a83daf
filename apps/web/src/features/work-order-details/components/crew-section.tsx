// Section 3, Crew (SPEC section 2): the crew's visits on this order: Visit Date, Status, NTE, and the
// comment saved with the visit date (issue 15), rendered through DOMPurify.
import type { CrewDetail } from '@vp/contracts';
import { HtmlView } from '../../../components/rich-text/html-view.tsx';
import { SectionData } from '../../../components/expandable-sections/index.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useCrewDetailsQuery } from '../api/get-crew-details.ts';
import { DetailsTable, type DetailsColumn } from './details-table.tsx';

const CREW_COLUMNS: DetailsColumn<CrewDetail>[] = [
  { header: 'Visit Date', cell: (row) => formatDateTime(row.visitDate) },
  { header: 'Status', cell: (row) => row.status },
  { header: 'NTE', align: 'right', cell: (row) => formatMoney(row.nte) },
  { header: 'Comment', cell: (row) => <HtmlView html={row.visitComment} /> },
];

export function CrewSection({ crewId, ordNum }: { crewId: number; ordNum: number | undefined }) {
  const query = useCrewDetailsQuery(crewId, ordNum);
  return (
    <SectionData query={query} label="the crew visits" isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <DetailsTable label="Crew visits" rows={rows} columns={CREW_COLUMNS} rowKey={(row) => row.ocdId} />
      )}
    </SectionData>
  );
}
