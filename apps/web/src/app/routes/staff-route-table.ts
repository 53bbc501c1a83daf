// The staff console's route table (issue 18, decision 107), the same shape as the vendor table beside
// it: the router is built from it. Its paths stand below /staff. The sign-in and the frame are one
// chunk that only a /staff page downloads (they import the one module); each section is a chunk of
// its own. Who sees a section is its contract's access (the frame's menu, staff-paths.ts).
import { page, type PageComponent } from './route-table.ts';

/** A console page: its path below /staff ('' is /staff itself) and its lazily loaded page. */
export type StaffRoute = {
  path: string;
  page: PageComponent;
};

export const STAFF_BASE_PATH = '/staff';

const staffPages = () => import('../../features/staff/staff-routes.tsx');

/** /staff/login: the console's sign-in, outside the frame. */
export const STAFF_LOGIN_ROUTE: StaffRoute = {
  path: 'login',
  page: page(staffPages, (m) => m.StaffLoginPage),
};

/** The frame (top bar, side menu) around every section; it checks the staff session. */
export const STAFF_FRAME_PAGE: PageComponent = page(staffPages, (m) => m.StaffFrame);

/** The sections, in the frame; any other path below /staff goes to /staff. */
export const STAFF_ROUTES: StaffRoute[] = [
  { path: '', page: page(staffPages, (m) => m.StaffHomePage) },
  { path: 'accounts', page: page(staffPages, (m) => m.StaffAccountsPage) },
  {
    path: 'documents',
    page: page(
      () => import('../../features/staff/documents/document-review-page.tsx'),
      (m) => m.DocumentReviewPage,
    ),
  },
  // announcement rounds (decision 062)
  {
    path: 'rounds',
    page: page(
      () => import('../../features/staff/rounds/routes/rounds-list-page.tsx'),
      (m) => m.RoundsListPage,
    ),
  },
  {
    path: 'rounds/new',
    page: page(
      () => import('../../features/staff/rounds/routes/round-compose-page.tsx'),
      (m) => m.RoundComposePage,
    ),
  },
  {
    path: 'rounds/:roundId',
    page: page(
      () => import('../../features/staff/rounds/routes/round-page.tsx'),
      (m) => m.RoundPage,
    ),
  },
  {
    path: 'quick-pay',
    page: page(
      () => import('../../features/staff/quick-pay/quick-pay-page.tsx'),
      (m) => m.StaffQuickPayPage,
    ),
  },
  {
    path: 'settings',
    page: page(
      () => import('../../features/staff/settings/settings-page.tsx'),
      (m) => m.StaffSettingsPage,
    ),
  },
  // what each vendor must hold (decision 112)
  {
    path: 'compliance',
    page: page(
      () => import('../../features/staff/compliance/requirements-page.tsx'),
      (m) => m.StaffRequirementsPage,
    ),
  },
  // Vendors (decision 058): the search and a vendor's page
  {
    path: 'vendors',
    page: page(
      () => import('../../features/staff/vendors/vendors-page.tsx'),
      (m) => m.StaffVendorsPage,
    ),
  },
  {
    path: 'vendors/:vendorId',
    page: page(
      () => import('../../features/staff/vendors/vendor-page.tsx'),
      (m) => m.StaffVendorPage,
    ),
  },
  // Work orders (decision 061)
  {
    path: 'work-orders',
    page: page(
      () => import('../../features/staff/work-orders/work-orders-page.tsx'),
      (m) => m.WorkOrdersPage,
    ),
  },
  {
    path: 'work-orders/new',
    page: page(
      () => import('../../features/staff/work-orders/work-order-form-page.tsx'),
      (m) => m.CreateWorkOrderPage,
    ),
  },
  {
    path: 'work-orders/:ordNum',
    page: page(
      () => import('../../features/staff/work-orders/work-order-page.tsx'),
      (m) => m.WorkOrderPage,
    ),
  },
  {
    path: 'work-orders/:ordNum/edit',
    page: page(
      () => import('../../features/staff/work-orders/work-order-form-page.tsx'),
      (m) => m.EditWorkOrderPage,
    ),
  },
  {
    path: 'integrations',
    page: page(
      () => import('../../features/staff/integrations/integrations-page.tsx'),
      (m) => m.IntegrationsPage,
    ),
  },
  {
    path: 'audit',
    page: page(
      () => import('../../features/staff/audit/audit-page.tsx'),
      (m) => m.AuditPage,
    ),
  },
];
