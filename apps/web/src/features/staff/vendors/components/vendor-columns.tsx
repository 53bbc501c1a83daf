// The search's columns: the name links to the vendor's page (on a phone, the card's title). The
// server sorts and pages, so the columns neither sort nor filter in the browser.
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { StaffVendorRow } from '@vp/contracts';
import type { GridColumn } from '../../../../components/data-grid/index.ts';
import { staffVendorPath } from '../../state/staff-paths.ts';

const plain = { sortable: false, filterable: false } as const;

export const STATUS_LABELS = { active: 'Active', inactive: 'Inactive' } as const;

export const VENDOR_COLUMNS: readonly GridColumn<StaffVendorRow>[] = [
  {
    id: 'company',
    header: 'Vendor',
    width: 260,
    text: (v) => v.company,
    render: (v) => (
      <Link component={RouterLink} to={staffVendorPath(v.id)}>
        {v.company}
      </Link>
    ),
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
