// List of QuickPay (SPEC section 2, QuickPay). The shell shows the heading; the screen itself arrives with its issue.
import { EmptyState } from '../../../components/empty-state.tsx';

export function ListQuickPayPage() {
  return <EmptyState />;
}
