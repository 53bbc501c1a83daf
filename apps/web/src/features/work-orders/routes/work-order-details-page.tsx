// Work Order Details (SPEC section 2, Work orders). The shell shows the heading; the screen itself arrives with its issue.
import { EmptyState } from '../../../components/empty-state.tsx';

export function WorkOrderDetailsPage() {
  return <EmptyState />;
}
