// A grid cell's link: a plain <a> (or the router's, for a page of the app) with the `grid-link` class,
// which the grid's box styles once (grid-cell-style.ts). MUI's Link is a Typography with its own
// styles: two of them in each of a page's up to 1,000 cards were ~400 components and as many style
// computations as the list opened (decision 082).
import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link to another site, a file or a new tab: the attributes of an <a>. */
export function CellLink(props: Omit<ComponentProps<'a'>, 'className'>) {
  return <a className="grid-link" {...props} />;
}

/** A link to a page of the app, which the router opens in place. */
export function CellRouterLink(props: Omit<ComponentProps<typeof RouterLink>, 'className'>) {
  return <RouterLink className="grid-link" {...props} />;
}
