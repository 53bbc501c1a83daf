// The search's columns: the name links to the vendor's page (on a phone, the card's title). The
// server sorts and pages, so the columns neither sort nor filter in the browser.
import type { StaffVendorRow } from '@vp/contracts';
import { CellRouterLink, type GridColumn } from '../../../../components/data-grid/index.ts';
import { staffVendorPath } from '../../state/staff-paths.ts';

const plain = { sortable: false, filterable: false } as const;

export const STATUS_LABELS = { active: 'Active', inactive: 'Inactive' } as const;

export const VENDOR_COLUMNS: readonly GridColumn<StaffVendorRow>[] = [
  {
    id: 'company',
    header: 'Vendor',
    width: 260,
    text: (v) => v.company,
    render: (v) => <CellRouterLink to={staffVendorPath(v.id)}>{v.company}</CellRouterLink>,
    ...plain,
  },
  { id: 'vendorNum', header: 'Number', width: 100, text: (v) => String(v.vendorNum), ...plain },
  { id: 'city', header: 'City', width: 140, text: (v) => v.city, ...plain },
  { id: 'state', header: 'State', width: 70, text: (v) => v.state, ...plain },
  { id: 'zip', header: 'ZIP', width: 80, text: (v) => v.zip, ...plain },
  { id: 'status', header: 'Status', width: 90, text: (v) => STATUS_LABELS[v.status], ...plain },
  { id: 'trades', header: 'Trades', width: 280, text: (v) => v.trades.join(', '), ...plain },
];

export const VENDOR_CARD_COLUMNS = ['company', 'vendorNum', 'status', 'city', 'trades'] as const;
