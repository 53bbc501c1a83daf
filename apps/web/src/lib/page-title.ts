import { useEffect } from 'react';
import { usePortalSettings } from './start-up-data.tsx';

/** The prefix when the page carries none (Vite's dev server serves index.html as it is). */
export const DEFAULT_PORTAL_PREFIX = 'Portal';

/** The middle part of the signed-out pages' titles, as in the SPEC's 'Portal | Scheduling'. */
export const PORTAL_TITLE = 'Portal';

/**
 * The portal prefix the server wrote into index.html: known on every page from the first paint, so
 * that signed-out pages and pages still loading their settings carry it too (issue 15).
 */
export function pagePortalPrefix(): string | undefined {
  const content = document.querySelector('meta[name="portal-prefix"]')?.getAttribute('content')?.trim();
  return content && content !== '__PORTAL_PREFIX__' ? content : undefined;
}

export function formatPageTitle(prefix: string | undefined, title: string): string {
  return `${prefix?.trim() || pagePortalPrefix() || DEFAULT_PORTAL_PREFIX} | ${title}`;
}

// Pages that have written their own browser title (from their data) and are still mounted. The
// shell's effect runs after its page's effects, so it must know to leave the title alone.
let pagesOwningTitle = 0;

/** Sets the browser title to '{portalPrefix} | {title}', unless the page sets its own. */
export function usePageTitle(title: string | undefined): void {
  const prefix = usePortalSettings()?.portalPrefix;
  useEffect(() => {
    if (title && pagesOwningTitle === 0) document.title = formatPageTitle(prefix, title);
  }, [prefix, title]);
}

/** The portal prefix (the default until the settings arrive). */
export function usePortalPrefix(): string {
  return usePortalSettings()?.portalPrefix?.trim() || DEFAULT_PORTAL_PREFIX;
}

/**
 * A page's own whole browser title (e.g. 'Portal | Portal | WO:123 : ACME'); while the page is mounted
 * the shell does not overwrite it. Undefined keeps the shell's title (e.g. until the data arrives).
 */
export function useOwnDocumentTitle(fullTitle: string | undefined): void {
  // The page owns the title only once it has one: drawn in the same commit as the shell (its code
  // loaded ahead, decision 070), a page still waiting for its data would otherwise keep the shell from
  // writing its title, and the tab would say only 'Portal' meanwhile.
  useEffect(() => {
    if (!fullTitle) return undefined;
    pagesOwningTitle += 1;
    document.title = fullTitle;
    return () => {
      pagesOwningTitle -= 1;
    };
  }, [fullTitle]);
}
