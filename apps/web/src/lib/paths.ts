// Paths that code outside the route table needs (redirects, links between areas). The route table
// (app/routes/route-table.ts) is the source of the rest.
export const LOGIN_PATH = '/auth/login';
/** Where a signed-in user lands ('/' and unknown paths); the area redirects to its first page. */
export const HOME_PATH = '/work-order';
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

/** The auth area and the public announcement pages live outside the session check. */
export function isOutsideSession(pathname: string): boolean {
  return /^\/(auth|thank-you|unsubscribe|decline)(\/|$)/.test(pathname);
}
