// /staff/work-orders/new and /staff/work-orders/:ordNum/edit (issue 18, decision 061): a work order
// made or changed by hand, for companies without a CMMS (Vendor managers and Administrators). An edit
// names the version it was opened on: if someone changed the order meanwhile, the server refuses it
// (409), the typed values stay in the form, and the newer version can be loaded.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { staffFailureText } from '../components/staff-failure-text.ts';
import { canManageWorkOrders, STAFF_WORK_ORDERS_PATH } from '../state/staff-paths.ts';
import { useSignedInStaff } from '../state/use-staff-outlet.ts';
import { useCreateWorkOrder, useStaffWorkOrder, useUpdateWorkOrder } from './api/staff-work-orders.ts';
import { WorkOrderForm } from './components/work-order-form.tsx';
import { bodyOf, emptyWorkOrder, valuesOf } from './components/work-order-form-values.ts';

function NotAllowed() {
  return <Alert severity="info">Only Vendor managers and Administrators make or change work orders.</Alert>;
}

export function CreateWorkOrderPage() {
  usePageTitle('New work order | Staff');
  const me = useSignedInStaff();
  const navigate = useNavigate();
  const create = useCreateWorkOrder();
  const [initial] = useState(emptyWorkOrder);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Link component={RouterLink} to={STAFF_WORK_ORDERS_PATH}>
        Back to the work orders
      </Link>
      <Typography variant="h1">New work order</Typography>
      {canManageWorkOrders(me.role) ? (
        <>
          <Typography variant="body2">
            The work order gets an external id of its own (starting with “staff:”), as if the company’s
            systems had sent it; its vendors see it in their work orders at once.
          </Typography>
          <WorkOrderForm
            initial={initial}
            submitLabel="Create work order"
            busy={create.isPending}
            error={create.isError ? <Alert severity="error">{staffFailureText(create.error)}</Alert> : null}
            onSubmit={(values) =>
              create.mutate(bodyOf(values), {
                onSuccess: ({ workOrder }) => void navigate(`${STAFF_WORK_ORDERS_PATH}/${workOrder.ordNum}`),
              })
            }
            onCancel={() => void navigate(STAFF_WORK_ORDERS_PATH)}
          />
        </>
      ) : (
        <NotAllowed />
      )}
    </Box>
  );
}

export function EditWorkOrderPage() {
  const ordNum = Number(useParams().ordNum);
  const me = useSignedInStaff();
  const navigate = useNavigate();
  const page = useStaffWorkOrder(ordNum);
  const update = useUpdateWorkOrder(ordNum);
  const order = page.data?.workOrder;
  usePageTitle(order ? `Edit work order ${order.poNum} | Staff` : 'Edit work order | Staff');
  const back = `${STAFF_WORK_ORDERS_PATH}/${ordNum}`;

  if (page.isPending) return <PageLoader />;
  const stale =
    update.error instanceof ApiError &&
    update.error.status === 409 &&
    (update.error.body as { code?: unknown } | null)?.code === 'stale-version';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Link component={RouterLink} to={back}>
        Back to the work order
      </Link>
      <Typography variant="h1">Edit work order {order?.poNum ?? ''}</Typography>
      {page.isError || !order ? (
        <Alert severity="error">{staffFailureText(page.error)}</Alert>
      ) : !canManageWorkOrders(me.role) ? (
        <NotAllowed />
      ) : (
        <WorkOrderForm
          // a newer version loaded on request starts the form again from it
          key={order.version}
          initial={valuesOf(order)}
          submitLabel="Save changes"
          busy={update.isPending}
          error={
            update.isError ? (
              <Alert
                severity="error"
                action={
                  stale ? (
                    <Button
                      color="inherit"
                      size="small"
                      onClick={() => void page.refetch().then(() => update.reset())}
                    >
                      Load the latest version
                    </Button>
                  ) : undefined
                }
              >
                {staffFailureText(update.error)}
              </Alert>
            ) : null
          }
          onSubmit={(values) =>
            update.mutate(
              { version: order.version, workOrder: bodyOf(values, order) },
              { onSuccess: () => void navigate(back) },
            )
          }
          onCancel={() => void navigate(back)}
        />
      )}
    </Box>
  );
}
