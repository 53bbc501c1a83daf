import { useEffect } from 'react';
import { usePortalSettings } from './start-up-data.tsx';

/** The prefix until the portal settings arrive, and on pages outside the signed-in area. */
export const DEFAULT_PORTAL_PREFIX = 'Portal';

export function formatPageTitle(prefix: string | undefined, title: string): string {
  return `${prefix?.trim() || DEFAULT_PORTAL_PREFIX} | ${title}`;
}

/** Sets the browser title to '{portalPrefix} | {title}'. */
export function usePageTitle(title: string | undefined): void {
  const prefix = usePortalSettings()?.portalPrefix;
  useEffect(() => {
    if (title) document.title = formatPageTitle(prefix, title);
  }, [prefix, title]);
}
