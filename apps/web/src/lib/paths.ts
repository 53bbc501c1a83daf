// Paths that code outside the route table needs (redirects, links between areas). The route table
// (app/routes/route-table.ts) is the source of the rest.
export const LOGIN_PATH = '/auth/login';
/** The auth root redirects to its first page (login); set-password goes there on success. */
export const AUTH_ROOT_PATH = '/auth';
export const FORGOT_PASSWORD_PATH = '/auth/forgot';
export const SET_PASSWORD_PATH = '/auth/set-password';

/** Set Password for an address (sign-in of an account whose password must be reset leads there). */
export function setPasswordHref(email: string): string {
  return `${SET_PASSWORD_PATH}?${new URLSearchParams({ email })}`;
}
/** Where a signed-in user lands ('/' and unknown paths): the dashboard (issue 40 point 6). */
export const HOME_PATH = '/dashboard';
/**
 * The page HOME_PATH leads to: the dashboard itself. The sign-in goes there at once; a user who reaches
 * only their assigned orders (a Technician) is sent on to My Work from there.
 */
export const LANDING_PATH = '/dashboard';
/** The list of work orders; the dashboard's tiles open it with a search in the URL (decision 111). */
export const WORK_ORDER_LIST_PATH = '/work-order/list-work-orders';
export const SCHEDULING_LIST_PATH = '/scheduling/list-scheduling';
export const INVOICE_LIST_PATH = '/invoices/list-invoices';
export const QUICK_PAY_LIST_PATH = '/quick-pay/list-quick-pay';
export { COMPLIANCE_PAGE_PATH as COMPLIANCE_PATH } from '@vp/contracts';
/** My Work: the crew lines assigned to the user, where a Technician lands (issue 40 point 3). */
export const MY_WORK_PATH = '/work-order/my-work';
export const WORK_ORDER_DETAILS_PATH = '/work-order/work-order-details';

/** /work-order/work-order-details/{ocdId}/{ordNum}/{crewId}; no arguments opens 'Add a new Work Order'. */
export function workOrderDetailsHref(
  id?: number | string,
  ordNum?: number | string,
  crewId?: number | string,
) {
  const parts = [id, ordNum, crewId].filter((part) => part !== undefined && part !== '');
  return [WORK_ORDER_DETAILS_PATH, ...parts.map((part) => encodeURIComponent(String(part)))].join('/');
}

/**
 * The auth area, the public announcement pages and the staff console (a session of its own, the
 * vp_staff cookie, decision 057) live outside the vendor session's check.
 */
export function isOutsideSession(pathname: string): boolean {
  return /^\/(auth|thank-you|unsubscribe|decline|staff)(\/|$)/.test(pathname);
}

/**
 * Whether the app trades the refresh cookie for a session when it starts on this page: everywhere
 * but the auth area and the public pages (SPEC section 2), and also on the two auth pages that send a
 * signed-in user on (login, forgot) so that a reload or a new tab there knows who is signed in.
 */
export function checksSessionAtStart(pathname: string): boolean {
  return !isOutsideSession(pathname) || /^\/auth(\/(login|forgot))?\/?$/.test(pathname);
}
