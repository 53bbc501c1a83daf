// List of Invoices (SPEC section 2, Invoices). The shell shows the heading; the screen itself arrives with its issue.
import { EmptyState } from '../../../components/empty-state.tsx';

export function ListInvoicesPage() {
  return <EmptyState />;
}
