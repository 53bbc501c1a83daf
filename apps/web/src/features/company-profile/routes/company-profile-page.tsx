// Company Profile (SPEC section 2, Company profile). The shell shows the heading; the screen itself arrives with its issue.
import { EmptyState } from '../../../components/empty-state.tsx';

export function CompanyProfilePage() {
  return <EmptyState />;
}
