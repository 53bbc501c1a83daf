// List of Invoices (SPEC section 2, Invoices): the filter bar, the grid of the vendor's invoices and
// the Invoice drawer. The page opens with a search over the default filters (the last month).
import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { VendorInvoice } from '@vp/contracts';
import { FilterPanel } from '../../../components/filter-bar/index.ts';
import { DataGrid, type GridSort } from '../../../components/data-grid/index.ts';
import { useInvoiceStatuses } from '../../../lib/invoice-statuses.ts';
import { useSubmittedSearch } from '../../../lib/submitted-search.ts';
import { useSearchInvoicesQuery } from '../api/search-invoices.ts';
import {
  INVOICE_LAPTOP_LAYOUT,
  INVOICE_WIDE_LAYOUT,
  INVOICE_WIDE_WINDOW,
  invoiceColumns,
  RECEIVED_DATE_COLUMN,
} from '../components/invoice-columns.tsx';
import { InvoiceDrawer } from '../components/invoice-drawer.tsx';
import { defaultInvoiceFilters } from '../components/invoice-filter-rules.ts';
import { InvoiceFilters } from '../components/invoice-filters.tsx';
import { useStartUpData } from '../../../lib/start-up-data.tsx';

const DEFAULT_SORT: GridSort = { columnId: RECEIVED_DATE_COLUMN, desc: true };
const rowId = (row: VendorInvoice) => String(row.id);
// a card on a phone: the invoice # (a tap opens the Invoice drawer), then what a vendor checks first
const CARD_COLUMNS = [
  'invoiceNum',
  'invoiceStatus',
  RECEIVED_DATE_COLUMN,
  'invoiceAmt',
  'netPay',
  'expectedDate',
  'checkNo',
];

export function ListInvoicesPage() {
  const user = useStartUpData()?.user;
  // read at once: the grid takes its default columns when it first draws
  const wide = useMediaQuery(`(min-width:${INVOICE_WIDE_WINDOW}px)`, { noSsr: true });
  const { today, search, onSearch } = useSubmittedSearch(defaultInvoiceFilters);
  const result = useSearchInvoicesQuery(search);
  const statuses = useInvoiceStatuses('all');

  const [opened, setOpened] = useState<VendorInvoice | null>(null);
  const columns = useMemo(() => invoiceColumns(setOpened), []);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <FilterPanel id="invoice-filters" foldOn={search.run}>
        <InvoiceFilters today={today} statuses={statuses} searching={result.isFetching} onSearch={onSearch} />
      </FilterPanel>
      <DataGrid
        label="Invoices"
        rows={result.rows}
        columns={columns}
        getRowId={rowId}
        defaultSort={DEFAULT_SORT}
        loading={result.isFetching}
        // the user's columns, kept per user on this browser (decision 039)
        columnLayoutKey={user ? `invoices.${user.userId}` : undefined}
        defaultColumnLayout={wide ? INVOICE_WIDE_LAYOUT : INVOICE_LAPTOP_LAYOUT}
        cardColumns={CARD_COLUMNS}
      />
      <InvoiceDrawer invoice={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
