// List of Work Orders (SPEC section 2, Work orders). The shell shows the heading; the screen itself arrives with its issue.
import { EmptyState } from '../../../components/empty-state.tsx';

export function ListWorkOrdersPage() {
  return <EmptyState />;
}
