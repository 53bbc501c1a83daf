// The route table (SPEC section 2) as data: the router is built from it and the side menu is
// generated from it. Pages load lazily so each area's code arrives only when it is opened.
import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import { matchPath, type Params } from 'react-router';
import {
  ADD_NEW_WORK_ORDER_TITLE,
  getVendorProfileCall,
  listUsersCall,
  ordersForSchedulingCall,
  searchInvoicesCall,
  searchWorkOrdersCall,
  unpaidInvoicesCall,
  WORK_ORDER_DETAILS_TITLE,
  type CallAccess,
} from '@vp/contracts';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';

/** A page's component, whose code loads when it is first drawn, or before with `preload`. */
export type PageComponent = ComponentType & { preload: () => Promise<void> };
export type MenuIcon = typeof SvgIcon;

export type SubRoute = {
  /** Path below the area, in React Router syntax (`:id?` is an optional parameter). */
  path: string;
  /** The page heading. */
  title: string;
  /** The browser title after the portal prefix, when the SPEC gives one other than the heading. */
  documentTitle?: string;
  /** A heading that depends on the path's parameters; `title` otherwise. */
  headingFor?: (params: Params) => string;
  menuLabel: string;
  /** false marks a "no drawer" sub-route: reached from another page, never listed in the menu. */
  hasDrawer: boolean;
  showInMenu: boolean;
  page: PageComponent;
};

export type AreaRoute = {
  /** Absolute path of the area; opening it alone redirects to the first sub-route. */
  path: string;
  title: string;
  menuLabel: string;
  icon: MenuIcon;
  showInMenu: boolean;
  /**
   * The access of the call the area opens with: the menu lists the area only for a user whose
   * permissions allow it (the server refuses the calls to anyone else all the same). None: everyone.
   */
  opensWith?: { readonly access: CallAccess };
  children: [SubRoute, ...SubRoute[]];
};

/** A page outside the shell (auth area, public announcement pages). */
export type PlainRoute = {
  path: string;
  title: string;
  page: PageComponent;
};

// `lazy` wants a default export; our modules export named components (house style). A page whose
// code is in already (preloaded) is drawn at once: a lazy component suspends on its first draw even
// then, and React holds the content it suspended for at least 300 ms after the fallback was shown
// (issue 19 point 7 found those 300 ms between the shell and the list after every sign-in).
export function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): PageComponent {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded = pick(await load());
  };
  const Lazy: LazyExoticComponent<ComponentType> = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  function Page() {
    // chosen once per page shown: a later switch from Lazy to the loaded component would remount it
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(Page, { preload });
}

export const AREA_ROUTES: AreaRoute[] = [
  {
    // issue 40 point 6: where everyone but a Technician lands; each tile shows to whoever may make its call
    path: '/dashboard',
    title: 'Dashboard',
    menuLabel: 'Dashboard',
    icon: DashboardOutlined,
    showInMenu: true,
    children: [
      {
        // '' is the area's own address, /dashboard
        path: '',
        title: 'Dashboard',
        documentTitle: 'Portal | Dashboard',
        menuLabel: 'Dashboard',
        hasDrawer: true,
        showInMenu: true,
        page: page(
          () => import('../../features/dashboard/routes/dashboard-page.tsx'),
          (m) => m.DashboardPage,
        ),
      },
    ],
  },
  {
    path: '/work-order',
    title: 'Work Orders',
    menuLabel: 'Work Orders',
    opensWith: searchWorkOrdersCall,
    icon: AssignmentOutlined,
    showInMenu: true,
    children: [
      {
        path: 'list-work-orders',
        title: 'List of Work Orders',
        menuLabel: 'List of Work Orders',
        hasDrawer: true,
        showInMenu: true,
        page: page(
          () => import('../../features/work-orders/routes/list-work-orders-page.tsx'),
          (m) => m.ListWorkOrdersPage,
        ),
      },
      {
        // issue 40 point 3: the crew lines assigned to the user; a Technician lands here
        path: 'my-work',
        title: 'My Work',
        menuLabel: 'My Work',
        hasDrawer: true,
        showInMenu: true,
        page: page(
          () => import('../../features/my-work/routes/my-work-page.tsx'),
          (m) => m.MyWorkPage,
        ),
      },
      {
        path: 'work-order-details/:id?/:ordNum?/:crewId?',
        title: 'Work Order Details',
        // the page's own 'Portal | WO:…' title replaces it once the order has arrived
        documentTitle: 'Portal | Work Order Details',
        headingFor: (params) => (params.id ? WORK_ORDER_DETAILS_TITLE : ADD_NEW_WORK_ORDER_TITLE),
        menuLabel: 'Work Order Details',
        hasDrawer: false,
        showInMenu: false,
        page: page(
          async () => {
            // the code the page draws with (its field work panel) and the History's, which it reads
            // as it opens (decision 119), beside the page's own rather than once the page has drawn: a
            // round trip less on 4G, and the page draws whole (decision 125). A failure is the page's
            // to show when it draws them.
            const [pageModule] = await Promise.all([
              import('../../features/work-order-details/routes/work-order-details-page.tsx'),
              import('../../components/field-work/index.ts').catch(() => undefined),
              import('../../components/order-timeline/history-section.tsx').catch(() => undefined),
            ]);
            return pageModule;
          },
          (m) => m.WorkOrderDetailsPage,
        ),
      },
    ],
  },
  {
    path: '/scheduling',
    title: 'Scheduling',
    menuLabel: 'Scheduling',
    opensWith: ordersForSchedulingCall,
    icon: EventOutlined,
    showInMenu: true,
    children: [
      {
        path: 'list-scheduling',
        title: 'List of Scheduling',
        documentTitle: 'Portal | Scheduling',
        menuLabel: 'List of Scheduling',
        hasDrawer: true,
        showInMenu: true,
        page: page(
          () => import('../../features/scheduling/routes/list-scheduling-page.tsx'),
          (m) => m.ListSchedulingPage,
        ),
      },
    ],
  },
  {
    path: '/company-profile',
    title: 'Company Profile',
    menuLabel: 'Company Profile',
    opensWith: getVendorProfileCall,
    icon: BusinessOutlined,
    showInMenu: true,
    children: [
      {
        path: 'details',
        title: 'Company Profile',
        menuLabel: 'Profile Details',
        hasDrawer: true,
        showInMenu: true,
        page: page(
          () => import('../../features/company-profile/routes/company-profile-page.tsx'),
          (m) => m.CompanyProfilePage,
        ),
      },
      {
        // issue 40 point 5: the requirements the company sets, their states and the uploads; the
        // reminder e-mails link to one requirement's upload with ?requirement=<id>
        path: 'compliance',
        title: 'Compliance',
        menuLabel: 'Compliance',
        hasDrawer: true,
        showInMenu: true,
        page: page(
          () => import('../../features/compliance/routes/compliance-page.tsx'),
          (m) => m.CompliancePage,
        ),
      },
    ],
  },
  {
    path: '/invoices',
    title: 'Invoices',
    menuLabel: 'Invoices',
    opensWith: searchInvoicesCall,
    icon: ReceiptLongOutlined,
    showInMenu: true,
    children: [
      {
        path: 'list-invoices',
        title: 'List of Invoices',
        menuLabel: 'List of Invoices',
        hasDrawer: true,
        showInMenu: true,
        page: page(
          () => import('../../features/invoices/routes/list-invoices-page.tsx'),
          (m) => m.ListInvoicesPage,
        ),
      },
    ],
  },
  {
    path: '/quick-pay',
    title: 'QuickPay',
    menuLabel: 'QuickPay',
    opensWith: unpaidInvoicesCall,
    icon: PaymentsOutlined,
    showInMenu: true,
    children: [
      {
        path: 'list-quick-pay',
        title: 'List of QuickPay',
        menuLabel: 'List of QuickPay',
        hasDrawer: true,
        showInMenu: true,
        page: page(
          () => import('../../features/quick-pay/routes/list-quick-pay-page.tsx'),
          (m) => m.ListQuickPayPage,
        ),
      },
    ],
  },
  {
    path: '/supply-partners',
    title: 'Supply Partners',
    menuLabel: 'Supply Partners',
    icon: HandshakeOutlined,
    showInMenu: true,
    children: [
      {
        path: 'details',
        title: 'Supply Partners',
        documentTitle: 'Portal | Supply Partners',
        menuLabel: 'Partner Details',
        hasDrawer: true,
        showInMenu: true,
        page: page(
          () => import('../../features/supply-partners/routes/supply-partners-page.tsx'),
          (m) => m.SupplyPartnersPage,
        ),
      },
    ],
  },
  // not in the spec's menu: reached from the user's name in the top bar (decision 041)
  {
    // issue 40 point 2: the vendor's Administrators run their team here
    path: '/users',
    title: 'Users',
    menuLabel: 'Users',
    icon: GroupOutlined,
    showInMenu: true,
    opensWith: listUsersCall,
    children: [
      {
        path: 'list-users',
        title: 'Users',
        menuLabel: 'List of Users',
        hasDrawer: true,
        showInMenu: true,
        page: page(
          () => import('../../features/users/routes/users-page.tsx'),
          (m) => m.UsersPage,
        ),
      },
      {
        // a company defines its own roles: each a set of named permissions (issue 40 point 1)
        path: 'user-groups',
        title: 'User Groups',
        menuLabel: 'User Groups',
        hasDrawer: true,
        showInMenu: true,
        page: page(
          () => import('../../features/users/routes/user-groups-page.tsx'),
          (m) => m.UserGroupsPage,
        ),
      },
    ],
  },
  {
    path: '/account',
    title: 'My account',
    menuLabel: 'My account',
    icon: PersonOutlined,
    showInMenu: false,
    children: [
      {
        path: 'my-account',
        title: 'My account',
        documentTitle: 'Portal | My account',
        menuLabel: 'My account',
        hasDrawer: false,
        showInMenu: false,
        page: page(
          () => import('../../features/auth/routes/my-account-page.tsx'),
          (m) => m.MyAccountPage,
        ),
      },
      {
        path: 'notifications',
        title: 'Notification settings',
        documentTitle: 'Portal | Notification settings',
        menuLabel: 'Notification settings',
        hasDrawer: false,
        showInMenu: false,
        page: page(
          () => import('../../features/notifications/routes/notification-settings-page.tsx'),
          (m) => m.NotificationSettingsPage,
        ),
      },
    ],
  },
];

/**
 * The shell's page drawn at this address, if any: opened cold, the app loads its code as soon as the
 * shell's frame is painted (start-app.tsx; not before it, decision 070).
 */
export function shellPageAt(pathname: string): PageComponent | undefined {
  for (const area of AREA_ROUTES)
    for (const child of area.children)
      if (matchPath(joinPath(area.path, child.path), pathname)) return child.page;
  return undefined;
}

/** The page '/' leads to (LANDING_PATH): the first area's first page. */
export function landingPage(): PageComponent {
  const [first] = AREA_ROUTES;
  if (!first) throw new Error('the route table has no area');
  return first.children[0].page;
}

/** The signed-in user's own page (the top bar links to it). */
export const MY_ACCOUNT_PATH = '/account/my-account';

/**
 * /auth/login: the light sign-in screen draws its own card (decision 067), outside the auth layout.
 * Opened first, the server sends it as a page of its own (login.html).
 */
export const LOGIN_ROUTE: PlainRoute = {
  path: '/auth/login',
  title: 'Login',
  page: page(
    () => import('../../features/auth/routes/login-page.tsx'),
    (m) => m.LoginPage,
  ),
};

/** Below /auth, in the auth layout; /auth alone redirects to login. */
export const AUTH_ROUTES: PlainRoute[] = [
  {
    path: 'register',
    title: 'Register',
    page: page(
      () => import('../../features/auth/routes/register-page.tsx'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: 'forgot',
    title: 'Forgot your password?',
    page: page(
      () => import('../../features/auth/routes/forgot-password-page.tsx'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: 'create-password',
    title: 'Create New Password',
    page: page(
      () => import('../../features/auth/routes/create-password-page.tsx'),
      (m) => m.CreatePasswordPage,
    ),
  },
  {
    path: 'set-password',
    title: 'Set Password',
    page: page(
      () => import('../../features/auth/routes/set-password-page.tsx'),
      (m) => m.SetPasswordPage,
    ),
  },
];

/** The public pages (reached from announcement e-mails, and the guest check-in): no sign-in, no shell. */
export const PUBLIC_ROUTES: PlainRoute[] = [
  {
    path: '/thank-you',
    title: 'Thank You',
    page: page(
      () => import('../../features/announcements/routes/thank-you-page.tsx'),
      (m) => m.ThankYouPage,
    ),
  },
  {
    path: '/unsubscribe',
    title: 'Unsubscribe',
    page: page(
      () => import('../../features/announcements/routes/unsubscribe-page.tsx'),
      (m) => m.UnsubscribePage,
    ),
  },
  {
    path: '/decline',
    title: 'Decline',
    page: page(
      () => import('../../features/announcements/routes/decline-page.tsx'),
      (m) => m.DeclinePage,
    ),
  },
  // Mobile Guest IVR on the web (issue 41 point 4): a check-in without an account, when the vendor allows it
  {
    path: '/check-in',
    title: 'Guest Check-in',
    page: page(
      () => import('../../features/check-ins/routes/guest-check-in-page.tsx'),
      (m) => m.GuestCheckInPage,
    ),
  },
];

export function joinPath(parent: string, child: string): string {
  if (child === '') return parent;
  return `${parent.replace(/\/+$/, '')}/${child.replace(/^\/+/, '')}`;
}
