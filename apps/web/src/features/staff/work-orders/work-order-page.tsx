// /staff/work-orders/:ordNum (issue 18, decision 061): one work order: its own fields and crew lines,
// its sections as each of its vendors sees them, its documents (issue 38 point 8), its photos with
// their evidence (issue 41 point 3), its check-ins (point 4), its messages with each vendor (decision 116),
// and its history (the activity timeline's reader, every vendor's items and the staff changes, newest
// first, a page at a time: decision 119).
// Vendor managers (and Administrators) edit it or reassign it to another vendor.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { canManageWorkOrders, STAFF_WORK_ORDERS_PATH } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { documentContentUrl, useStaffWorkOrder } from './api/staff-work-orders.ts';
import { ReassignDialog } from './components/reassign-dialog.tsx';
import { WorkOrderTimeline } from './components/work-order-timeline.tsx';
import { SimpleTable } from './components/simple-table.tsx';
import { VendorView } from './components/vendor-view.tsx';
import { FieldWorkSection } from './components/field-work-section.tsx';
import { WorkOrderPhotos } from './components/work-order-photos.tsx';
import { WorkOrderCheckIns } from './components/work-order-check-ins.tsx';
import { OrderMessagesSection } from './components/order-messages-section.tsx';
import { PageHeading } from '../components/page-heading.tsx';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');
const STATUS_TEXT = { pending: 'Pending approval', approved: 'Approved', rejected: 'Rejected' } as const;

export function WorkOrderPage() {
  const ordNum = Number(useParams().ordNum);
  const me = useSignedInStaff();
  const page = useStaffWorkOrder(ordNum);
  const [reassigning, setReassigning] = useState(false);
  const order = page.data?.workOrder;
  usePageTitle(order ? `Work order ${order.poNum} | Staff` : 'Work order | Staff');

  if (page.isPending) return <PageLoader />;
  if (page.isError || !order)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h1">Work order</Typography>
        <Alert severity="error">{staffFailureText(page.error)}</Alert>
        <Link component={RouterLink} to={STAFF_WORK_ORDERS_PATH}>
          Back to the work orders
        </Link>
      </Box>
    );
  const canManage = canManageWorkOrders(me.role);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <Link component={RouterLink} to={STAFF_WORK_ORDERS_PATH}>
        Back to the work orders
      </Link>
      <PageHeading title={`Work order ${order.poNum}`}>
        {canManage ? (
          <>
            <Button
              variant="outlined"
              component={RouterLink}
              to={`${STAFF_WORK_ORDERS_PATH}/${order.ordNum}/edit`}
            >
              Edit
            </Button>
            <Button variant="contained" onClick={() => setReassigning(true)}>
              Reassign
            </Button>
          </>
        ) : null}
      </PageHeading>
      <Typography>
        {order.statusDescription} · {order.clientName} · store {order.storeNumber} {order.storeName} · version{' '}
        {order.version}
        {order.externalId ? ` · external id ${order.externalId}` : ''}
      </Typography>
      <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h3" component="h2">
          Crew lines
        </Typography>
        <SimpleTable
          label="Crew lines"
          headers={['Line', 'Vendor', 'Crew', 'Status', 'Onsite date', 'Visit date', 'NTE', 'Technicians']}
          rows={order.crewLines.map((l) => [
            l.ocdId,
            l.vendorCompany,
            l.crewId,
            l.status,
            when(l.workDate),
            when(l.visitDate),
            formatMoney(l.nte),
            l.technicians.length > 0 ? l.technicians.join(', ') : 'None assigned',
          ])}
          empty="No crew lines: no vendor sees this work order."
        />
      </Box>
      <FieldWorkSection ordNum={order.ordNum} role={me.role} />
      <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h3" component="h2">
          Documents
        </Typography>
        <SimpleTable
          label="Documents"
          headers={['File', 'Type', 'Vendor', 'Status', 'Uploaded', 'By']}
          rows={page.data.documents.map((d) => [
            <Link
              key="f"
              href={documentContentUrl(d.id)}
              target="_blank"
              rel="noopener"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {d.fileName}
            </Link>,
            d.type,
            d.vendor.company,
            d.status === 'rejected' && d.rejectionReason
              ? `${STATUS_TEXT.rejected}: ${d.rejectionReason}`
              : STATUS_TEXT[d.status],
            when(d.uploadedAt),
            d.inputBy,
          ])}
          empty="No documents uploaded for this work order."
        />
      </Box>
      <WorkOrderCheckIns ordNum={order.ordNum} role={me.role} />
      <WorkOrderPhotos ordNum={order.ordNum} />
      <OrderMessagesSection ordNum={order.ordNum} />
      {page.data.vendorViews.map((view) => (
        <VendorView key={view.vendorId} view={view} />
      ))}
      <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h3" component="h2">
          History
        </Typography>
        <WorkOrderTimeline ordNum={order.ordNum} readAt={page.dataUpdatedAt} />
      </Box>
      {canManage ? (
        <ReassignDialog open={reassigning} workOrder={order} onClose={() => setReassigning(false)} />
      ) : null}
    </Box>
  );
}
