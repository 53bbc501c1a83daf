// Supply Partners (SPEC section 2, Supply Partners). The shell shows the heading; the screen itself arrives with its issue.
import { EmptyState } from '../../../components/empty-state.tsx';

export function SupplyPartnersPage() {
  return <EmptyState />;
}
