// The 'Description of service' drawer (SPEC section 2): 450 wide, the order's comment as HTML, made
// safe by DOMPurify (the shared HtmlView).
import type { SchedulingOrder } from '@vp/contracts';
import { AppDrawer } from '../../../components/app-drawer.tsx';
import { DRAWER_WIDTH } from '../../../components/layout-sizes.ts';
import { HtmlView } from '../../../components/rich-text/html-view.tsx';

export const SERVICE_DESCRIPTION_TITLE = 'Description of service';

export function ServiceDescriptionDrawer({
  order,
  onClose,
}: {
  order: SchedulingOrder | null;
  onClose: () => void;
}) {
  return (
    <AppDrawer
      open={order !== null}
      title={SERVICE_DESCRIPTION_TITLE}
      width={DRAWER_WIDTH.serviceDescription}
      onClose={onClose}
    >
      {order ? (
        <HtmlView html={order.orderComment} label={`${SERVICE_DESCRIPTION_TITLE} of PO # ${order.poNum}`} />
      ) : null}
    </AppDrawer>
  );
}
