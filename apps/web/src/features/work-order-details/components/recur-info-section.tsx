// Section 1, Recur Info (SPEC section 2): this year's and next year's planned visits, and per
// recurring service its Recur #, Task, Category and visits per month JAN to DEC.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { RECUR_MONTH_LABELS, getRecurSummaryCall, type RecurSummaryRow } from '@vp/contracts';
import { SectionData } from '../../../components/expandable-sections/index.ts';
import { callQuery } from '../../../lib/call.ts';
import { DetailFields } from './detail-fields.tsx';
import { DetailsTable, type DetailsColumn } from './details-table.tsx';
import { monthCounts, yearCount, yearTotals } from './recur-rows.ts';

function recurColumns(year: number): DetailsColumn<RecurSummaryRow>[] {
  return [
    { header: 'Recur #', cell: (row) => row.recurNo },
    { header: 'Task', cell: (row) => row.task, wide: true },
    { header: 'Category', cell: (row) => row.category, wide: true },
    ...RECUR_MONTH_LABELS.map((label, index): DetailsColumn<RecurSummaryRow> => ({
      header: label,
      align: 'right',
      cell: (row) => monthCounts(row)[index],
    })),
    { header: `This Year (${year})`, align: 'right', cell: (row) => yearCount(row, 'thisYear') },
    { header: `Next Year (${year + 1})`, align: 'right', cell: (row) => yearCount(row, 'nextYear') },
  ];
}

export function RecurInfoSection({ ordNum }: { ordNum: number }) {
  const query = useQuery(callQuery(getRecurSummaryCall, { params: { ordNum } }));
  return (
    <SectionData
      query={query}
      label="the recurring services"
      isEmpty={(data) => data.recurSummary.length === 0}
    >
      {({ year, recurSummary }) => {
        const totals = yearTotals(recurSummary);
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DetailFields
              fields={[
                { label: `This Year (${year})`, value: totals.thisYear },
                { label: `Next Year (${year + 1})`, value: totals.nextYear },
              ]}
            />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              Planned visits per month of {year}
            </Typography>
            <DetailsTable
              label="Recurring services"
              rows={recurSummary}
              columns={recurColumns(year)}
              rowKey={(row) => row.recurNo}
              // on a phone a month's count needs little room: four months side by side on a card
              minCardFieldWidth={56}
            />
          </Box>
        );
      }}
    </SectionData>
  );
}
