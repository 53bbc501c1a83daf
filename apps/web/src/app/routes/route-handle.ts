import { useMatches, type Params } from 'react-router';

/** What each route carries for the shell: its heading and browser title. */
export type RouteHandle = {
  title: string;
  documentTitle?: string | undefined;
  /** A heading that depends on the path's parameters (e.g. 'Add a new Work Order' without an id). */
  headingFor?: ((params: Params) => string) | undefined;
};

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
  );
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The heading of the deepest matched route: its `headingFor` of the path's parameters, else its title. */
export function useRouteHeading(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match?.handle;
    if (match && isRouteHandle(handle)) return handle.headingFor?.(match.params) ?? handle.title;
  }
  return undefined;
}
