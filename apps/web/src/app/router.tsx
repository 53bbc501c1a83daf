// The data router, built from the route table.
import { Suspense } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { SessionGate } from '../features/start-up/components/session-gate.tsx';
import { HOME_PATH, LOGIN_PATH } from '../lib/paths.ts';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';
import type { RouteHandle } from './routes/route-handle.ts';
import {
  AREA_ROUTES,
  AUTH_ROUTES,
  LOGIN_ROUTE,
  PUBLIC_ROUTES,
  type PlainRoute,
} from './routes/route-table.ts';
import { Shell } from './shell/shell.tsx';
import { UnknownPath } from './unknown-path.tsx';

function plainRoute({ path, title, page: Page }: PlainRoute): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, element: <Page /> };
}

// The staff console (issue 18): its own route tree under /staff, in a chunk of its own that only a
// /staff page downloads (the lazy routes all import the one module, so it is one chunk).
const staffPages = () => import('../features/staff/staff-routes.tsx');
const STAFF_ROUTE: RouteObject = {
  path: '/staff',
  children: [
    { path: 'login', lazy: async () => ({ Component: (await staffPages()).StaffLoginPage }) },
    {
      lazy: async () => ({ Component: (await staffPages()).StaffFrame }),
      children: [
        { index: true, lazy: async () => ({ Component: (await staffPages()).StaffHomePage }) },
        { path: 'accounts', lazy: async () => ({ Component: (await staffPages()).StaffAccountsPage }) },
        {
          path: 'documents',
          lazy: async () => ({
            Component: (await import('../features/staff/documents/document-review-page.tsx'))
              .DocumentReviewPage,
          }),
        },
        // announcement rounds (decision 062): each screen a chunk of its own
        {
          path: 'rounds',
          lazy: async () => ({
            Component: (await import('../features/staff/rounds/routes/rounds-list-page.tsx')).RoundsListPage,
          }),
        },
        {
          path: 'rounds/new',
          lazy: async () => ({
            Component: (await import('../features/staff/rounds/routes/round-compose-page.tsx'))
              .RoundComposePage,
          }),
        },
        {
          path: 'rounds/:roundId',
          lazy: async () => ({
            Component: (await import('../features/staff/rounds/routes/round-page.tsx')).RoundPage,
          }),
        },
        // each screen below is a chunk of its own
        {
          path: 'quick-pay',
          lazy: async () => ({
            Component: (await import('../features/staff/quick-pay/quick-pay-page.tsx')).StaffQuickPayPage,
          }),
        },
        {
          path: 'settings',
          lazy: async () => ({
            Component: (await import('../features/staff/settings/settings-page.tsx')).StaffSettingsPage,
          }),
        },
        // Vendors (decision 058): the search and a vendor's page, each a chunk of its own
        {
          path: 'vendors',
          lazy: async () => ({
            Component: (await import('../features/staff/vendors/vendors-page.tsx')).StaffVendorsPage,
          }),
        },
        {
          path: 'vendors/:vendorId',
          lazy: async () => ({
            Component: (await import('../features/staff/vendors/vendor-page.tsx')).StaffVendorPage,
          }),
        },
        // Work orders (decision 061): each page its own chunk
        {
          path: 'work-orders',
          lazy: async () => ({
            Component: (await import('../features/staff/work-orders/work-orders-page.tsx')).WorkOrdersPage,
          }),
        },
        {
          path: 'work-orders/new',
          lazy: async () => ({
            Component: (await import('../features/staff/work-orders/work-order-form-page.tsx'))
              .CreateWorkOrderPage,
          }),
        },
        {
          path: 'work-orders/:ordNum',
          lazy: async () => ({
            Component: (await import('../features/staff/work-orders/work-order-page.tsx')).WorkOrderPage,
          }),
        },
        {
          path: 'work-orders/:ordNum/edit',
          lazy: async () => ({
            Component: (await import('../features/staff/work-orders/work-order-form-page.tsx'))
              .EditWorkOrderPage,
          }),
        },
        {
          path: 'integrations',
          lazy: async () => ({
            Component: (await import('../features/staff/integrations/integrations-page.tsx'))
              .IntegrationsPage,
          }),
        },
        {
          path: 'audit',
          lazy: async () => ({
            Component: (await import('../features/staff/audit/audit-page.tsx')).AuditPage,
          }),
        },
        { path: '*', element: <Navigate to="/staff" replace /> },
      ],
    },
  ],
};

export function buildRoutes(): RouteObject[] {
  const areas: RouteObject[] = AREA_ROUTES.map((area) => ({
    path: area.path,
    handle: { title: area.title } satisfies RouteHandle,
    children: [
      { index: true, element: <Navigate to={area.children[0].path.split('/')[0] ?? ''} replace /> },
      ...area.children.map(({ path, title, documentTitle, headingFor, page: Page }): RouteObject => ({
        path,
        handle: { title, documentTitle, headingFor } satisfies RouteHandle,
        element: <Page />,
      })),
    ],
  }));

  return [
    {
      errorElement: <RouteError />,
      children: [
        {
          path: LOGIN_ROUTE.path,
          element: (
            <Suspense fallback={<PageLoader fullScreen />}>
              <LOGIN_ROUTE.page />
            </Suspense>
          ),
        },
        {
          path: '/auth',
          element: <AuthLayout />,
          children: [
            { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
            ...AUTH_ROUTES.map(plainRoute),
          ],
        },
        { element: <PublicLayout />, children: PUBLIC_ROUTES.map(plainRoute) },
        STAFF_ROUTE,
        {
          element: (
            <SessionGate>
              <Shell />
            </SessionGate>
          ),
          children: [{ index: true, element: <Navigate to={HOME_PATH} replace /> }, ...areas],
        },
        { path: '*', element: <UnknownPath /> },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(buildRoutes());
}
