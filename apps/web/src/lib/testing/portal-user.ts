// A signed-in vendor user as the start-up check answers it, for the web units that need one.
import type { PortalUser } from '@vp/contracts';

/** Ann Lee of Acme, with no permission: a test gives her those it needs. */
export const TEST_USER: PortalUser = {
  userId: 1,
  vendorId: 2,
  vendorNum: 3,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  company: 'Acme',
  permissions: [],
};
