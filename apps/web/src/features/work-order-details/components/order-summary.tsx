// The order at a glance, kept at the top of the details page below the top bar while the page
// scrolls and whichever section is open (opening another section closes Work Order Information, which
// took the PO and the address out of sight; issue 15 point 12). Compact: the PO and status on one
// line, client, store and address on the next; it wraps between words on a phone.
import type { CSSObject, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '@vp/contracts';

export const ORDER_SUMMARY_LABEL = 'Work order summary';

/** The top bar's height at each breakpoint (theme.mixins.toolbar's minHeights) as the sticky offset. */
function belowTopBar(theme: Theme): CSSObject {
  const offsets = (style: CSSObject): CSSObject =>
    Object.fromEntries(
      Object.entries(style).map(([key, value]) =>
        key === 'minHeight'
          ? ['top', value]
          : [key, typeof value === 'object' && value !== null ? offsets(value as CSSObject) : value],
      ),
    );
  return offsets(theme.mixins.toolbar as CSSObject);
}

/** 'Address 1, City, ST 12345', the parts the order has. */
export function summaryAddress(order: Pick<OrderDetail, 'address1' | 'city' | 'state' | 'zip'>): string {
  const stateZip = [order.state, order.zip].filter(Boolean).join(' ');
  return [order.address1, order.city, stateZip].filter(Boolean).join(', ');
}

/** 'Store 1234 · Name', or whichever of the two the order has. */
export function summaryStore(order: Pick<OrderDetail, 'location' | 'company'>): string {
  return [order.location && `Store ${order.location}`, order.company].filter(Boolean).join(' · ');
}

export function OrderSummary({ order }: { order: OrderDetail }) {
  const facts = [order.clientName, summaryStore(order), summaryAddress(order)].filter(Boolean);
  return (
    <Box
      component="section"
      aria-label={ORDER_SUMMARY_LABEL}
      sx={(theme) => ({
        position: 'sticky',
        ...belowTopBar(theme),
        zIndex: theme.zIndex.appBar - 1,
        mb: 2,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        boxShadow: 1,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="p" variant="h3" sx={{ fontSize: '1.1rem', m: 0 }}>
          {order.poNum}
        </Typography>
        {order.orderStatus ? (
          <Chip size="small" label={order.orderStatus} aria-label={`WO Status: ${order.orderStatus}`} />
        ) : null}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'normal' }}>
        {facts.join(' · ')}
      </Typography>
    </Box>
  );
}
