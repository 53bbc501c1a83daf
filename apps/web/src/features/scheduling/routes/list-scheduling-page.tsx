// List of Scheduling (SPEC section 2, Scheduling). The shell shows the heading; the screen itself arrives with its issue.
import { EmptyState } from '../../../components/empty-state.tsx';

export function ListSchedulingPage() {
  return <EmptyState />;
}
