// Section 0, Work Order Information (SPEC section 2): every field of the order, then the read-only
// rich texts 'Scope of Work' and 'Additional Information'. Without an order ('Add a new Work Order')
// the fields are blank.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '@vp/contracts';
import { HtmlView } from '../../../components/rich-text/html-view.tsx';
import { DetailFields, type DetailField } from './detail-fields.tsx';

/** The fields in the SPEC's order (two columns: read left to right). */
export function orderInformationFields(order: OrderDetail | undefined): DetailField[] {
  return [
    { label: 'PO #', value: order?.poNum },
    { label: 'Store Number', value: order?.location },
    { label: 'WO Status', value: order?.orderStatus },
    { label: 'Location Name', value: order?.company },
    { label: 'Category', value: order?.category },
    { label: 'Address 1', value: order?.address1 },
    { label: 'Address 2', value: order?.address2 },
    { label: 'Order Type', value: order?.orderType },
    { label: 'Priority', value: order?.priority },
    { label: 'City', value: order?.city },
    { label: 'Client Name', value: order?.clientName },
    { label: 'State', value: order?.state },
    { label: 'Client PO #', value: order?.clientPO },
    { label: 'Zip', value: order?.zip },
  ];
}

function RichBlock({ title, html }: { title: string; html: string | undefined }) {
  return (
    <Box>
      <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, bgcolor: 'action.hover' }}
      >
        <HtmlView html={html} label={title} />
      </Box>
    </Box>
  );
}

export function OrderInformation({ order }: { order: OrderDetail | undefined }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DetailFields fields={orderInformationFields(order)} />
      <Divider />
      <RichBlock title="Scope of Work" html={order?.orderComment} />
      <RichBlock title="Additional Information" html={order?.additionalInformation} />
    </Box>
  );
}
