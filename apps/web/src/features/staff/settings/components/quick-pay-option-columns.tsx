// The QuickPay options table's columns; Administrators get a Change button on each row.
import type { QuickPayOption } from '@vp/contracts';
import { moneyColumn, type GridColumn } from '../../../../components/data-grid/index.ts';
import { actionsColumn } from '../../components/row-actions.tsx';
import { countColumn } from '../../components/count-column.ts';
import { KIND_LABELS, optionLabel } from './option-texts.ts';

export function optionColumns(
  onChange: ((option: QuickPayOption) => void) | null,
): GridColumn<QuickPayOption>[] {
  const columns: GridColumn<QuickPayOption>[] = [
    { id: 'kind', header: 'Kind', text: (row) => KIND_LABELS[row.kind], width: 130 },
    { id: 'label', header: 'Option', text: optionLabel, sortKey: (row) => row.days, width: 190 },
    {
      id: 'percentage',
      header: 'Fee %',
      text: (row) => row.percentage,
      sortKey: (row) => Number(row.percentage),
      width: 100,
      align: 'right',
    },
    countColumn('days', 'Days', (row) => row.days, 90),
    moneyColumn('mailingFee', 'Mailing fee', (row) => Number(row.mailingFee), 130),
    { id: 'active', header: 'Offered', text: (row) => (row.active ? 'Yes' : 'No'), width: 100 },
    {
      id: 'vendorsOptedIn',
      header: 'Vendors opted in',
      text: (row) => (row.kind === 'automatic' ? String(row.vendorsOptedIn) : ''),
      sortKey: (row) => row.vendorsOptedIn,
      width: 160,
      align: 'right',
    },
  ];
  if (onChange)
    columns.push(
      actionsColumn(120, (row) => [
        {
          label: 'Change',
          name: `Change the ${KIND_LABELS[row.kind].toLowerCase()} option ${optionLabel(row)}`,
          onClick: () => onChange(row),
        },
      ]),
    );
  return columns;
}
