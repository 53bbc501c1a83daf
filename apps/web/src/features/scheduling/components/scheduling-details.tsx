// The drawer's read-only 'Scheduling Details' block (SPEC section 2): NTE, Status, Client Code, Store
// Number, Service Begin and Service End (MM/DD/YYYY hh:mm A, local time), Phone (tap to call),
// Address, and city, state, zip joined by commas.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SchedulingOrder } from '@vp/contracts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { cityStateZip, formatPhone, telHref } from './scheduling-display.ts';

export const SCHEDULING_DETAILS_HEADING = 'Scheduling Details';

export function SchedulingDetails({ order }: { order: SchedulingOrder }) {
  const phoneHref = telHref(order.phone);
  const items: [string, ReactNode][] = [
    ['NTE', formatMoney(order.nte)],
    ['Status', order.status],
    ['Client Code', order.cleintCode],
    ['Store Number', order.loc],
    ['Service Begin', formatDateTime(order.beginService)],
    ['Service End', formatDateTime(order.serviceEnd)],
    ['Phone', phoneHref ? <Link href={phoneHref}>{formatPhone(order.phone)}</Link> : ''],
    ['Address', order.address],
    ['City, State, Zip', cityStateZip(order)],
  ];
  return (
    <Box component="section" aria-labelledby="scheduling-details-heading">
      <Typography id="scheduling-details-heading" variant="h3" sx={{ mb: 1 }}>
        {SCHEDULING_DETAILS_HEADING}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr max-content 1fr' },
          columnGap: 2,
          rowGap: 0.75,
          m: 0,
        }}
      >
        {items.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
