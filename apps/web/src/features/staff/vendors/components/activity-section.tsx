// The staff vendor page's recent activity.
import type { StaffVendorPage } from '@vp/contracts';
import { VendorActivity } from './vendor-activity.tsx';
import { VendorSection } from './vendor-section.tsx';

export function ActivitySection({ activity }: { activity: StaffVendorPage['activity'] }) {
  return (
    <VendorSection title="Recent activity">
      <VendorActivity activity={activity} />
    </VendorSection>
  );
}
