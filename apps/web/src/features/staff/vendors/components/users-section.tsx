// The staff vendor page's users: the list (disable, enable, password link) and, for a vendor manager
// on an active vendor, the Invite user button.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StaffVendorPage } from '@vp/contracts';
import { VendorSection } from './vendor-section.tsx';
import { VendorUsers } from './vendor-users.tsx';

export function UsersSection({
  vendorId,
  users,
  canManage,
  active,
  onInvite,
}: {
  vendorId: number;
  users: StaffVendorPage['users'];
  canManage: boolean;
  active: boolean;
  onInvite: () => void;
}) {
  return (
    <VendorSection
      title="Users"
      action={
        canManage && active ? (
          <Button variant="contained" onClick={onInvite}>
            Invite user
          </Button>
        ) : null
      }
    >
      {users.length === 0 ? (
        <Typography color="text.secondary">This vendor has no users yet.</Typography>
      ) : (
        <VendorUsers vendorId={vendorId} users={users} canManage={canManage} />
      )}
    </VendorSection>
  );
}
