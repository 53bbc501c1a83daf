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
  type PageComponent,
  type PlainRoute,
} from './routes/route-table.ts';
import {
  STAFF_BASE_PATH,
  STAFF_FRAME_PAGE,
  STAFF_LOGIN_ROUTE,
  STAFF_ROUTES,
  type StaffRoute,
} from './routes/staff-route-table.ts';
import { Shell } from './shell/shell.tsx';
import { UnknownPath } from './unknown-path.tsx';
import { AreaAccess } from './routes/area-access.tsx';

function plainRoute({ path, title, page: Page }: PlainRoute): RouteObject {
  const handle: RouteHandle = { title };
  return { path, handle, element: <Page /> };
}

/**
 * The router loads a console page's code before it shows it (a route `lazy`, as the console has always
 * done), so the page is then drawn at once, without a fallback.
 */
const loadPage = (Page: PageComponent) => async () => {
  await Page.preload();
  return { Component: Page };
};

/** A console route from the staff table ('' is /staff itself). */
function staffRoute({ path, page }: StaffRoute): RouteObject {
  return path === '' ? { index: true, lazy: loadPage(page) } : { path, lazy: loadPage(page) };
}

// The staff console (issue 18): its own route tree under /staff, built from its route table.
const STAFF_ROUTE: RouteObject = {
  path: STAFF_BASE_PATH,
  children: [
    staffRoute(STAFF_LOGIN_ROUTE),
    {
      lazy: loadPage(STAFF_FRAME_PAGE),
      children: [
        ...STAFF_ROUTES.map(staffRoute),
        { path: '*', element: <Navigate to={STAFF_BASE_PATH} replace /> },
      ],
    },
  ],
};

export function buildRoutes(): RouteObject[] {
  const areas: RouteObject[] = AREA_ROUTES.map((area) => ({
    path: area.path,
    handle: { title: area.title } satisfies RouteHandle,
    element: <AreaAccess area={area} />,
    children: [
      // an area whose page is its own address ('' , the dashboard) needs no redirect to it
      ...(area.children[0].path === ''
        ? []
        : [{ index: true, element: <Navigate to={area.children[0].path.split('/')[0] ?? ''} replace /> }]),
      ...area.children.map(({ path, title, documentTitle, headingFor, page: Page }): RouteObject => {
        const handle: RouteHandle = { title, documentTitle, headingFor };
        return path === '' ? { index: true, handle, element: <Page /> } : { path, handle, element: <Page /> };
      }),
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
